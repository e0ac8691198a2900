import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * SQL of administrator sign-in's two limits (ADR 0017): failures per network
 * address in a sliding window, and the per-account back-off. Every method takes
 * the caller's EntityManager, inside the transaction that holds the locks.
 */
@Injectable()
export class AdminLoginRepository {
  /** Failures from an address since `since`, and the oldest of them. */
  async failuresFromAddress(em: EntityManager, address: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await em.execute<{ failures: string; oldest: Date | null }[]>(
      'select count(*) as failures, min(created_at) as oldest from admin_login_failure where address = ? and created_at > ?',
      [address, since],
    );
    return { count: Number(row.failures), oldest: row.oldest ? new Date(row.oldest) : null };
  }

  /** When the account may next be tried; null when it has no failures since its last success. */
  async nextAttemptAt(em: EntityManager, email: string): Promise<Date | null> {
    const [row] = await em.execute<{ next_attempt_at: Date }[]>(
      'select next_attempt_at from admin_login_throttle where email = ?',
      [email],
    );
    return row ? new Date(row.next_attempt_at) : null;
  }

  /**
   * Records a failure for the address and the account; returns the account's
   * consecutive failures so far. `delayFor` gives the wait after that many.
   */
  async recordFailure(
    em: EntityManager,
    input: { email: string; address: string; now: Date; delaySecondsFor: (failures: number) => number },
  ): Promise<number> {
    await em.execute('insert into admin_login_failure (id, email, address, created_at) values (?, ?, ?, ?)', [
      randomUUID(),
      input.email,
      input.address,
      input.now,
    ]);
    const [row] = await em.execute<{ failures: number }[]>(
      `insert into admin_login_throttle as t (email, failures, next_attempt_at, created_at, updated_at)
       values (?, 1, ?, ?, ?)
       on conflict (email) do update set failures = t.failures + 1, updated_at = excluded.updated_at
       returning failures`,
      [input.email, input.now, input.now, input.now],
    );
    const failures = Number(row.failures);
    const next = new Date(input.now.getTime() + input.delaySecondsFor(failures) * 1000);
    await em.execute('update admin_login_throttle set next_attempt_at = ? where email = ?', [next, input.email]);
    return failures;
  }

  /** A success clears the account's back-off. */
  async clearAccount(em: EntityManager, email: string): Promise<void> {
    await em.execute('delete from admin_login_throttle where email = ?', [email]);
  }

  /** Retention (ADR 0111): failures recorded before `before`, with their client addresses, are deleted. */
  async pruneFailures(em: EntityManager, before: Date): Promise<number> {
    const rows = await em.execute<{ id: string }[]>('delete from admin_login_failure where created_at < ? returning id', [before]);
    return rows.length;
  }
}
