// Public face of the auth feature: the provider, the hook and the member widgets.
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthContextValue, AuthStatus } from './authContext';
export { authKeys, type Member } from './api/authApi';
export { rememberReferral } from './referral';
export { MemberMenu, MemberPanel } from './components/MemberMenu';
export { SignInError } from './components/SignInError';
