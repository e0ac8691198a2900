import { addDays, daysBetween, type CalendarDate } from '../../../shared/time/index.js';

/**
 * Streaks: consecutive São Paulo days with a login (ADR 0007, ADR 0011).
 * `day` values are São Paulo calendar dates (`YYYY-MM-DD`).
 */
export interface StreakState {
  streakDays: number;
  lastLoginDay: CalendarDate | null;
}

/** The streak after a login on `day`. A login older than the last one changes nothing. */
export function streakAfterLogin(state: StreakState, day: CalendarDate): StreakState {
  if (state.lastLoginDay === null) return { streakDays: 1, lastLoginDay: day };
  const gap = daysBetween(state.lastLoginDay, day);
  if (gap <= 0) return state;
  if (gap === 1) return { streakDays: state.streakDays + 1, lastLoginDay: day };
  return { streakDays: 1, lastLoginDay: day };
}

/**
 * The streak to show on `today`: it stands while the last login was today or
 * yesterday (today's login may still come), and shows 0 as soon as a whole day
 * was missed, not only at the next login.
 */
export function displayedStreak(state: StreakState, today: CalendarDate): number {
  if (state.lastLoginDay === null) return 0;
  return state.lastLoginDay >= addDays(today, -1) ? state.streakDays : 0;
}

/** The Monday that starts the São Paulo week a calendar date belongs to. */
export function weekStartOf(day: CalendarDate): CalendarDate {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
