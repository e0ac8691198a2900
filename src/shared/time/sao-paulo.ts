/**
 * Calendar arithmetic in America/Sao_Paulo. Days and weeks never come from the
 * process time zone (docs/architecture.md, Persistence and ports): every function takes an instant and
 * answers in São Paulo's calendar.
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar date as `YYYY-MM-DD`. */
export type CalendarDate = string;

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<string, number> {
  const result: Record<string, number> = {};
  for (const part of dateParts.formatToParts(instant)) {
    if (part.type !== 'literal') result[part.type] = Number(part.value);
  }
  return result;
}

function formatDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last minute asked about and its day: most calls in a busy process ask about "now". */
let lastDay: { minute: number; day: CalendarDate } | undefined;

/** The São Paulo calendar day an instant falls on. */
export function saoPauloDay(instant: Date): CalendarDate {
  // São Paulo's offsets are whole minutes, so every instant of a UTC minute falls on one day.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDay?.minute === minute) return lastDay.day;
  const p = partsOf(instant);
  const day = formatDate(p.year, p.month, p.day);
  lastDay = { minute, day };
  return day;
}

/** Adds whole days to a calendar date (no time zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return formatDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const toUtc = (date: CalendarDate) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/**
 * The Monday that starts the São Paulo week an instant falls in. A week runs
 * from Monday 00:00 to Sunday 24:00 São Paulo time (ADR 0007).
 */
export function saoPauloWeekStart(instant: Date): CalendarDate {
  const day = saoPauloDay(instant);
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The instant São Paulo's calendar day begins (its local midnight). */
export function startOfSaoPauloDay(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  // Start from UTC midnight and correct by the zone's offset at that moment;
  // a second pass settles days whose offset changes (historic DST).
  let guess = Date.UTC(y, m - 1, d);
  for (let i = 0; i < 2; i += 1) {
    const p = partsOf(new Date(guess));
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += Date.UTC(y, m - 1, d) - asUtc;
  }
  return new Date(guess);
}
