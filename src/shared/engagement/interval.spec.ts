import { describe, expect, it } from '@jest/globals';
import { secondsUntilAllowed } from './like.js';

describe('seconds until the next action is allowed', () => {
  const now = new Date('2026-03-10T12:00:30Z');

  it('is 0 without a previous action or once the interval passed', () => {
    expect(secondsUntilAllowed(null, now, 30)).toBe(0);
    expect(secondsUntilAllowed(new Date('2026-03-10T12:00:00Z'), now, 30)).toBe(0);
  });

  it('rounds the remaining time up to whole seconds', () => {
    expect(secondsUntilAllowed(new Date('2026-03-10T12:00:00.001Z'), now, 30)).toBe(1);
    expect(secondsUntilAllowed(new Date('2026-03-10T12:00:18Z'), now, 30)).toBe(18);
    expect(secondsUntilAllowed(now, now, 5)).toBe(5);
  });

  it('never asks for more than the interval, even if the clock went back', () => {
    expect(secondsUntilAllowed(new Date('2026-03-10T12:05:00Z'), now, 30)).toBe(30);
  });
});
