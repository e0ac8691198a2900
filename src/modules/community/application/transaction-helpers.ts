import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../shared/errors/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a uuid names nothing (404, not a database error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Serialises transactions that take the same key until they commit: the
 * check-then-act of a rate limit or a toggle cannot interleave (ADR 0012).
 */
export async function lockFor(em: EntityManager, key: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}

/** A domain validation result's failure as the 400 the filter renders. */
export function validationFailed(fields: Record<string, string[]>): ValidationFailedError {
  return new ValidationFailedError(Object.values(fields)[0][0], fields);
}
