import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises transactions that take the same key until they commit, so a
 * check-then-act (a rate limit, a toggle, a lock-out count) cannot interleave.
 */
export async function lockFor(em: EntityManager, key: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
