import { describe, expect, it } from '@jest/globals';
import { mustAcceptConsents } from './consentGate';

const consents = (terms: string | null, privacy: string | null) => ({
  terms: { accepted: terms, current: '2' },
  privacy: { accepted: privacy, current: '1' },
  required: terms !== '2' || privacy !== '1',
});

describe('the consent screen', () => {
  it('stops a member whose accepted version is out of date, or who left the set-up without accepting', () => {
    expect(mustAcceptConsents({ consents: consents('1', '1'), profile_completed: false, profile_skipped: false })).toBe(true);
    expect(mustAcceptConsents({ consents: consents(null, null), profile_completed: true, profile_skipped: false })).toBe(true);
    expect(mustAcceptConsents({ consents: consents(null, null), profile_completed: false, profile_skipped: true })).toBe(true);
  });

  it('stops a new member whose write the server refused for want of the acceptance, but only while it is wanted', () => {
    expect(mustAcceptConsents({ consents: consents(null, null), profile_completed: false, profile_skipped: false }, true)).toBe(true);
    expect(mustAcceptConsents({ consents: consents('2', '1'), profile_completed: false, profile_skipped: false }, true)).toBe(false);
  });

  it('lets through a member who accepted the versions in force, and a new member the set-up still asks', () => {
    expect(mustAcceptConsents({ consents: consents('2', '1'), profile_completed: true, profile_skipped: false })).toBe(false);
    expect(mustAcceptConsents({ consents: consents(null, null), profile_completed: false, profile_skipped: false })).toBe(false);
  });
});
