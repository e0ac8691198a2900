import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in member. */
    memberId?: string;
    /** Left, without `memberId`, in the sessions a ban ended: whose ban to explain (ADR 0056). */
    suspendedMemberId?: string;
    /** Set when signed in with the administrator credentials. */
    admin?: { email: string };
    /** São Paulo day already recorded as active for this session (saves a write per request). */
    activeDay?: string;
    /** When the member signed in with this session (ISO 8601). */
    signedInAt?: string;
    /** The browser's own description (its User-Agent, cut short), for the member's data export. */
    device?: string;
    /** When the session's idle expiry (row and cookie) was last pushed forward, ms since the epoch. */
    refreshedAt?: number;
  }
}

/** The member a guarded request acts as. */
export interface AuthenticatedMember {
  id: string;
  email: string;
  isAdmin: boolean;
}
