// Public face of the auth feature: the provider, the hook and the member widgets.
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { rememberReferral } from './referral';
export { MemberMenu, MemberPanel } from './components/MemberMenu';
export { SignInError } from './components/SignInError';
