import { describe, expect, it } from '@jest/globals';
import { inProcessTimeZone } from '../../../../test/support/time-zone.js';
import { saoPauloDay, saoPauloWeekStart } from '../../../shared/time/index.js';
import { displayedStreak, streakAfterLogin, weekStartOf } from './streak.js';

/** Streaks and weeks turn at midnight in São Paulo (03:00 UTC), whatever the process time zone. */
describe.each(['UTC', 'Asia/Tokyo'])('streaks and weeks with TZ=%s', (zone) => {
  inProcessTimeZone(zone);

  const loginAt = (state: Parameters<typeof streakAfterLogin>[0], instant: string) =>
    streakAfterLogin(state, saoPauloDay(new Date(instant)));

  it('counts a login at 02:59:59Z and one at 03:00:00Z as two consecutive days', () => {
    const first = loginAt({ streakDays: 0, lastLoginDay: null }, '2026-03-10T02:59:59Z');
    expect(first).toEqual({ streakDays: 1, lastLoginDay: '2026-03-09' });
    const second = loginAt(first, '2026-03-10T03:00:00Z');
    expect(second).toEqual({ streakDays: 2, lastLoginDay: '2026-03-10' });
  });

  it('keeps the streak for a second login on the same São Paulo day', () => {
    const first = loginAt({ streakDays: 4, lastLoginDay: '2026-03-08' }, '2026-03-09T03:00:00Z');
    expect(loginAt(first, '2026-03-10T02:59:59Z')).toEqual({ streakDays: 5, lastLoginDay: '2026-03-09' });
  });

  it('starts again at 1 after a missed day', () => {
    expect(loginAt({ streakDays: 9, lastLoginDay: '2026-03-07' }, '2026-03-09T12:00:00Z')).toEqual({
      streakDays: 1,
      lastLoginDay: '2026-03-09',
    });
  });

  it('ignores a login older than the last one (a late event)', () => {
    const state = { streakDays: 3, lastLoginDay: '2026-03-09' };
    expect(streakAfterLogin(state, '2026-03-08')).toBe(state);
  });

  it('shows the streak while today’s login may still come, and 0 as soon as a day was missed', () => {
    const state = { streakDays: 6, lastLoginDay: '2026-03-09' };
    // Still 2026-03-10 in São Paulo at 02:59:59Z on the 11th: yesterday's login keeps it.
    expect(displayedStreak(state, saoPauloDay(new Date('2026-03-11T02:59:59Z')))).toBe(6);
    // Midnight in São Paulo: the 10th passed without a login.
    expect(displayedStreak(state, saoPauloDay(new Date('2026-03-11T03:00:00Z')))).toBe(0);
    expect(displayedStreak({ streakDays: 0, lastLoginDay: null }, '2026-03-11')).toBe(0);
  });

  it('turns the week on Monday 00:00 in São Paulo', () => {
    // Monday 2026-03-09 begins at 03:00 UTC.
    expect(saoPauloWeekStart(new Date('2026-03-09T02:59:59Z'))).toBe('2026-03-02');
    expect(saoPauloWeekStart(new Date('2026-03-09T03:00:00Z'))).toBe('2026-03-09');
    expect(weekStartOf(saoPauloDay(new Date('2026-03-09T02:59:59Z')))).toBe('2026-03-02');
    expect(weekStartOf(saoPauloDay(new Date('2026-03-09T03:00:00Z')))).toBe('2026-03-09');
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year end
  });
});
