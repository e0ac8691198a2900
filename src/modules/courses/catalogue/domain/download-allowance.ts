/**
 * The daily download allowance (ADR 0022): a member may download a number of
 * distinct courses per São Paulo day; taking the same course again that day is
 * free. The day ends at São Paulo midnight.
 */
import { addDays, saoPauloDay, startOfSaoPauloDay } from '../../../../shared/time/index.js';

export interface AllowanceState {
  /** Courses this member downloaded today (São Paulo day). */
  takenToday: number;
  /** Whether this course is one of them. */
  alreadyTaken: boolean;
  limit: number;
}

export type AllowanceDecision = { allowed: true; consumes: boolean; remaining: number } | { allowed: false; remaining: 0 };

export function decideDownload(state: AllowanceState): AllowanceDecision {
  const remaining = Math.max(0, state.limit - state.takenToday);
  if (state.alreadyTaken) return { allowed: true, consumes: false, remaining };
  if (remaining === 0) return { allowed: false, remaining: 0 };
  return { allowed: true, consumes: true, remaining: remaining - 1 };
}

/** The next São Paulo midnight after `now`: when the allowance resets. */
export function allowanceResetAt(now: Date): Date {
  return startOfSaoPauloDay(addDays(saoPauloDay(now), 1));
}

/** "3 horas e 12 minutos": the time left until the reset, in Portuguese words. */
export function durationInWords(fromMs: number, toMs: number): string {
  const totalMinutes = Math.max(1, Math.ceil((toMs - fromMs) / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  if (hours === 0) return m;
  if (minutes === 0) return h;
  return `${h} e ${m}`;
}
