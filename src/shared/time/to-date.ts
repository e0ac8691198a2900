/**
 * MikroORM hands raw timestamptz values over as PostgreSQL's text
 * (`2026-03-10 12:00:00.123+00`); the prepared hot reads hand Dates. This makes
 * either a Date.
 */
export function toDate(value: Date | string): Date;
export function toDate(value: Date | string | null | undefined): Date | null;
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}
