import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './authContext';

/** The current member and the sign-in actions. Must be rendered inside `<AuthProvider>`. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error('useAuth() must be used within an <AuthProvider>; wrap the app in AppProviders.');
  }
  return context;
}
