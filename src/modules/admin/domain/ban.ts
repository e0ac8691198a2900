/** Durations an administrator may choose for a temporary ban (spec section 9). */
export const BAN_DAYS = [1, 3, 7, 30, 90] as const;
export type BanDays = (typeof BAN_DAYS)[number];

export const USERS_PAGE_SIZE = 20;
export const MAX_GRANT_XP = 10_000;
export const DEFAULT_GRANT_XP = 50;

export function isBanDays(value: unknown): value is BanDays {
  return typeof value === 'number' && (BAN_DAYS as readonly number[]).includes(value);
}

/** When a temporary ban of `days` applied at `now` ends: whole 24-hour days. */
export function banEnd(now: Date, days: BanDays): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Idempotency keys the SPA sends with a grant: 8–100 letters, digits, `-` or `_`. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(value);
}
