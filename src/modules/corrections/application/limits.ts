import { addDays, saoPauloDay, startOfSaoPauloDay } from '../../../shared/time/index.js';

/** The São Paulo day `now` falls in, as a limit's window (ADR 0007, ADR 0051). */
export function saoPauloDayWindow(now: Date): { start: Date; end: Date } {
  const day = saoPauloDay(now);
  return { start: startOfSaoPauloDay(day), end: startOfSaoPauloDay(addDays(day, 1)) };
}

/** The clock hour `now` falls in. */
export function hourWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  return { start, end: new Date(start.getTime() + 3_600_000) };
}

export const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
