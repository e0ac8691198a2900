import { describe, expect, it } from '@jest/globals';
import { isBanned, isListedAdministrator } from './member.js';

describe('member rules', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('treats a temporary ban whose expiry passed as no ban', () => {
    expect(isBanned({ bannedPermanently: false, bannedUntil: null }, now)).toBe(false);
    expect(isBanned({ bannedPermanently: false, bannedUntil: new Date('2026-05-02T00:00:00Z') }, now)).toBe(true);
    expect(isBanned({ bannedPermanently: false, bannedUntil: new Date('2026-04-30T00:00:00Z') }, now)).toBe(false);
    expect(isBanned({ bannedPermanently: true, bannedUntil: null }, now)).toBe(true);
  });

  it('makes administrators only of verified, listed addresses', () => {
    const list = ['boss@example.com'];
    expect(isListedAdministrator({ email: 'Boss@Example.com', emailVerified: true }, list)).toBe(true);
    expect(isListedAdministrator({ email: 'boss@example.com', emailVerified: false }, list)).toBe(false);
    expect(isListedAdministrator({ email: 'other@example.com', emailVerified: true }, list)).toBe(false);
  });
});
