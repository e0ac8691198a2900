import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../time/index.js';
import { TimedJobs } from '../jobs/timed-jobs.js';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/** Expired windows are deleted this often, by one process of the cluster (ADR 0067). */
const PRUNE_EVERY_MS = 60_000;

/**
 * A fixed-window rate limiter kept in PostgreSQL (ADR 0017), so every instance
 * agrees: one `insert … on conflict do update … returning` counts the hit and
 * reads the count atomically. Used for write endpoints (`POST /api/xp/add`;
 * chat and courses next). Keys name the limit and the subject, e.g.
 * `xp-add:<memberId>`.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    jobs: TimedJobs,
  ) {
    jobs.register('rate-limit.prune', PRUNE_EVERY_MS, () =>
      this.em.fork().execute('delete from rate_limit_window where expires_at < ?', [this.clock.now()]),
    );
  }

  /** Counts one hit of `key`; allowed while the window holds at most `limit` hits. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.clock.now();
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const expiresAt = new Date(windowStart.getTime() + windowMs);
    const em = this.em.fork();
    const [row] = await em.execute<{ hits: number }[]>(
      `insert into rate_limit_window as w (key, window_start, hits, expires_at, created_at) values (?, ?, 1, ?, ?)
       on conflict (key, window_start) do update set hits = w.hits + 1
       returning hits`,
      [key, windowStart, expiresAt, now],
    );
    if (Number(row.hits) <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
  }

  /**
   * Forgets every window counted for `subject` (keys are `<limit>:<subject>`), in the caller's
   * transaction: an erased member's id leaves the limits with them (ADR 0108).
   */
  async forgetSubject(em: EntityManager, subject: string): Promise<void> {
    await em.execute(`delete from rate_limit_window where right(key, ?) = ?`, [subject.length + 1, `:${subject}`]);
  }

  /**
   * Counts one use of `key` in the caller's transaction, only while fewer than
   * `limit` were counted in the window that starts at `windowStart`: the row's
   * update carries the check, so PostgreSQL itself refuses the (limit+1)-th,
   * whatever instances or scripts race (ADR 0051). Returns the new count, or null
   * when the limit is reached. A transaction that rolls back takes its count back.
   */
  async takeWithin(em: EntityManager, key: string, limit: number, windowStart: Date, expiresAt: Date): Promise<number | null> {
    const [row] = await em.execute<{ hits: number }[]>(
      `insert into rate_limit_window as w (key, window_start, hits, expires_at, created_at) values (?, ?, 1, ?, ?)
       on conflict (key, window_start) do update set hits = w.hits + 1 where w.hits < ?
       returning hits`,
      [key, windowStart, expiresAt, this.clock.now(), limit],
    );
    return row ? Number(row.hits) : null;
  }

}
