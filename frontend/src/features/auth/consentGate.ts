import { lazy } from 'react';
import { loadCatalogues } from '../../i18n';
import type { Member } from './api/authApi';

/** The code of the server's 403 for a member's write before they accepted the versions in force (ADR 0110). */
export const CONSENT_REQUIRED = 'IDENTITY.CONSENT_REQUIRED';

/**
 * Whether the member must accept the legal documents before anything else (ADR 0110): a version
 * in force is not the one they accepted, and they are past the profile set-up, which asks for
 * the acceptance itself (a new member is asked there, not twice), or the server has just refused
 * one of their writes for it (`writeRefused`: a new member who left the set-up without accepting).
 */
export function mustAcceptConsents(member: Pick<Member, 'consents' | 'profile_completed' | 'profile_skipped'>, writeRefused = false): boolean {
  const { consents } = member;
  if (!consents.required) return false;
  return writeRefused || member.profile_completed || member.profile_skipped || consents.terms.accepted !== null || consents.privacy.accepted !== null;
}

/**
 * The consent screen, loaded only for a member who must see it, with the member pages' texts it
 * speaks in (profile's). Pure: a page that never shows it (the landing page) carries none of it.
 */
export const LazyConsentGate = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/ConsentGate'), loadCatalogues('app')]).then(([module]) => ({ default: module.ConsentGate })),
);
