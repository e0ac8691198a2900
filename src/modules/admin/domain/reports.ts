import { addDays, saoPauloDay, saoPauloWeekStart, type CalendarDate } from '../../../shared/time/index.js';

/** Entries of each list of the administrators' reports. */
export const REPORT_LIST_SIZE = 10;
/** How old the reports' orphan counts may be before a report starts a recount (ADR 0033). */
export const ORPHANS_MAX_AGE_MS = 60_000;
/** São Paulo days of the reports' series, today included. */
export const SERIES_DAYS = 30;

/** The São Paulo days a report counts from: today, this week's Monday, this month's first day, the series' first day. */
export interface ReportPeriod {
  today: CalendarDate;
  weekStart: CalendarDate;
  monthStart: CalendarDate;
  seriesFrom: CalendarDate;
}

export function reportPeriod(now: Date): ReportPeriod {
  const today = saoPauloDay(now);
  return {
    today,
    weekStart: saoPauloWeekStart(now),
    monthStart: `${today.slice(0, 8)}01`,
    seriesFrom: addDays(today, -(SERIES_DAYS - 1)),
  };
}

/** A number with one decimal (half away from zero), as the reports show percentages and averages. */
export function oneDecimal(value: number): number {
  return Math.sign(value) * (Math.round(Math.abs(value) * 10) / 10);
}

/** `part` of `whole` as a percentage 0–100 with one decimal; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return oneDecimal(Math.min(100, Math.max(0, (part / whole) * 100)));
}

/**
 * The `days` consecutive days from `from`, oldest first, each with its value in
 * `rows` or 0: the database returns only the days that have one.
 */
export function zeroFilled<K extends string>(
  from: CalendarDate,
  days: number,
  rows: readonly ({ day: string } & Record<K, number>)[],
  key: K,
): ({ day: string } & Record<K, number>)[] {
  const byDay = new Map(rows.map((r) => [r.day, r[key]]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, [key]: byDay.get(day) ?? 0 } as { day: string } & Record<K, number>;
  });
}
