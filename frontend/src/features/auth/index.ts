// Public face of the auth feature: the provider, the hook and the member widgets.
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { rememberReferral } from './referral';
export { MemberMenu, MemberPanel } from './components/MemberMenu';
export { SignInError } from './components/SignInError';
// The screen of every gate in front of the whole app (sign-in callback, consents, ban, deletion).
export { GateScreen } from './components/GateScreen';
// The screen that asks for the versions in force of the legal documents (ADR 0110).
export { LazyConsentGate, mustAcceptConsents } from './consentGate';
