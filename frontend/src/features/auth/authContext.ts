import { createContext } from 'react';
import type { Member, Suspension } from './api/authApi';

/**
 * `pending` while the current member loads; then `member` or `guest` (also when loading failed),
 * or `suspended`: a ban ended this browser's session and is still in force.
 */
export type AuthStatus = 'pending' | 'member' | 'guest' | 'suspended';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in member; null while pending and for guests. */
  member: Member | null;
  /** The ban that signed this browser out, while it lasts (only its own member's). */
  suspension: Suspension | null;
  /** The server refused a write of this member with 403 `IDENTITY.CONSENT_REQUIRED` (ADR 0110). */
  consentAsked: boolean;
  /**
   * Asks the server for the identity provider's address and sends the browser there. Rejects
   * (after logging) when the address cannot be obtained; the caller shows the message.
   * `ref` defaults to the referral remembered from the landing URL.
   */
  redirectToLogin: (ref?: string) => Promise<void>;
  /**
   * Trades the provider's code for a session and reloads the member. Runs once per code and
   * page load: repeated calls (StrictMode, re-renders) get the first call's promise.
   */
  exchangeCodeForSession: (code: string, state: string) => Promise<Member>;
  /** Forgets the member locally first, then ends the server session (failure only logged). */
  logout: () => Promise<void>;
  /** Re-reads the member from the server, e.g. after the profile changed. */
  reload: () => Promise<void>;
  /**
   * The member scheduled their deletion (ADR 0108), which ended their sessions: the tab signs out
   * and shows the date and how to cancel until the member leaves that page.
   */
  deletionScheduled: (scheduledFor: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
