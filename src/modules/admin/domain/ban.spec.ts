import { describe, expect, it } from '@jest/globals';
import { banEnd, isBanDays, isIdempotencyKey } from './ban.js';

describe('ban terms', () => {
  it('accepts only the durations of the spec', () => {
    expect([1, 3, 7, 30, 90].every(isBanDays)).toBe(true);
    expect([0, 2, 14, 365, -1, 1.5, '7', null].some(isBanDays)).toBe(false);
  });

  it('ends a temporary ban whole days later', () => {
    expect(banEnd(new Date('2026-03-01T12:00:00Z'), 7).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('takes idempotency keys that are safe to store', () => {
    expect(isIdempotencyKey('0f9c2a4e-8d1b-4c7e-9a3f-2b6d8e1f4a5c')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('with space inside')).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });
});
