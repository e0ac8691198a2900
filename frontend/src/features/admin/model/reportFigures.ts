/**
 * Pure figures for the reports screen: kept out of the components so unit tests can pin them
 * (spec section 9: orphan ratio red above 10 %, yellow above 5 %).
 */

export type OrphanLevel = 'ok' | 'warning' | 'danger';

/** Above these percentages the orphan ratio turns yellow, then red (spec section 9). */
export const ORPHAN_WARNING_PERCENT = 5;
export const ORPHAN_DANGER_PERCENT = 10;

/**
 * Orphaned rows as a percentage of the rows of their own table (orphaned posts / total posts,
 * orphaned enrolments / total enrolments). Null when the table is empty: no ratio to show.
 */
export function orphanRatio(orphaned: number, total: number): number | null {
  if (!Number.isFinite(orphaned) || !Number.isFinite(total) || total <= 0) return null;
  return (Math.max(0, orphaned) / total) * 100;
}

/** Strictly above 10 % is red, strictly above 5 % yellow; an empty table is fine. */
export function orphanLevel(ratio: number | null): OrphanLevel {
  if (ratio === null) return 'ok';
  if (ratio > ORPHAN_DANGER_PERCENT) return 'danger';
  if (ratio > ORPHAN_WARNING_PERCENT) return 'warning';
  return 'ok';
}

/** Seconds of study split into whole hours and minutes (the minutes rounded down). */
export function studyTimeParts(seconds: number): { hours: number; minutes: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * A São Paulo calendar day ('YYYY-MM-DD') as the x value of a chart: seconds at noon UTC of that
 * date, so formatting it in UTC gives back the same calendar day whatever the viewer's zone.
 * NaN for anything that is not a real date.
 */
export function dayToChartX(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date, 12);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return Number.NaN;
  return ms / 1000;
}

export interface DayPoint {
  day: string;
  value: number;
}

/** The series as uPlot columns (x, y), oldest first, without unreadable days. */
export function chartColumns(points: readonly DayPoint[]): [number[], number[]] {
  const rows = points
    .map((p) => ({ x: dayToChartX(p.day), y: Number.isFinite(p.value) ? p.value : 0 }))
    .filter((r) => Number.isFinite(r.x))
    .sort((a, b) => a.x - b.x);
  return [rows.map((r) => r.x), rows.map((r) => r.y)];
}

/** What the chart's text alternative says: the sum, and the busiest day (the first of equals). */
export function seriesSummary(points: readonly DayPoint[]): { total: number; peak: DayPoint | null } {
  let total = 0;
  let peak: DayPoint | null = null;
  for (const p of points) {
    total += p.value;
    if (p.value > 0 && (peak === null || p.value > peak.value)) peak = p;
  }
  return { total, peak };
}
