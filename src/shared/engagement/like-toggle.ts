import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../ids.js';
import { RateLimitedError } from '../errors/index.js';
import { Clock, addDays, saoPauloDay, startOfSaoPauloDay, toDate } from '../time/index.js';
import { lockFor } from '../transactions.js';
import { LIKES_PER_DAY, decideLike } from './like.js';
import { Participation } from './participation.js';

/**
 * Where one kind of like lives. The tables stay the module's own (docs/architecture.md,
 * Persistence and ports); what is shared is the code and the shape: one row per member and
 * target, unique on (`key`, `member_id`), whose `liked` flips and whose
 * `changed_at` the toggle debounce compares with; the target's `likes_count`
 * moves with it.
 */
export interface LikeTable {
  /** The like rows' table, e.g. `post_like`. */
  likes: string;
  /** Its column naming the target, e.g. `post_id`. */
  key: string;
  /** The target's table, which has `id` and `likes_count`. */
  target: string;
}

export interface LikeCommand<T extends { likesCount: number }> {
  table: LikeTable;
  memberId: string;
  targetId: string;
  /** The desired state; undefined toggles. */
  liked?: boolean;
  /** The target, key-share locked (it cannot be deleted meanwhile); null when it cannot be liked. */
  load(em: EntityManager): Promise<T | null>;
  notFound(): Error;
  /** Publishes what the change means (the XP hooks), in the same transaction. */
  changed?(em: EntityManager, isLiked: boolean, target: T): void;
}

export interface LikeResult {
  likes: number;
  isLiked: boolean;
}

/**
 * A like set or toggled, counted exactly once per member whatever the
 * concurrency (ADR 0012, ADR 0040): each change of one member's like of one
 * target is serialised with an advisory lock after "may this member act?"; the like row, the counter and the
 * events commit together, or not at all.
 */
@Injectable()
export class LikeToggle {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly participation: Participation,
  ) {}

  async like<T extends { likesCount: number }>(command: LikeCommand<T>): Promise<LikeResult> {
    const { table, targetId, memberId } = command;
    if (!isUuid(targetId)) throw command.notFound();
    return this.em.fork().transactional(async (em) => {
      await this.participation.assertCanParticipate(em, memberId);
      await lockFor(em, `like:${table.likes}:${targetId}:${memberId}`);
      const target = await command.load(em);
      if (!target) throw command.notFound();
      const [row] = await em.execute<{ liked: boolean; changed_at: string }[]>(
        `select liked, changed_at from ${table.likes} where ${table.key} = ? and member_id = ?`,
        [targetId, memberId],
      );
      const current = row?.liked ?? false;
      const now = this.clock.now();
      const decision = decideLike({ liked: command.liked, current, lastChangeAt: toDate(row?.changed_at), now });
      if (decision === 'unchanged') return { likes: target.likesCount, isLiked: current };
      // Only a real change updates the row: the counter moves once per change, never twice.
      const stored = await em.execute<{ member_id: string }[]>(
        `insert into ${table.likes} (${table.key}, member_id, liked, changed_at, created_at) values (?, ?, ?, ?, ?)
         on conflict (${table.key}, member_id) do update set liked = excluded.liked, changed_at = excluded.changed_at
         where ${table.likes}.liked <> excluded.liked
         returning member_id`,
        [targetId, memberId, decision.next, now, now],
      );
      if (stored.length === 0) return { likes: target.likesCount, isLiked: current };
      if (decision.next) await this.countTodaysLike(em, memberId, now);
      const [counter] = await em.execute<{ likes_count: number }[]>(
        `update ${table.target} set likes_count = likes_count + ? where id = ? returning likes_count`,
        [decision.next ? 1 : -1, targetId],
      );
      command.changed?.(em, decision.next, target);
      return { likes: counter.likes_count, isLiked: decision.next };
    });
  }

  /**
   * Counts one like given today in the like's own transaction (ADR 0051): the day's
   * counter row only moves while under the limit, and concurrent likes of one member
   * queue on that row, so the (n+1)-th is refused exactly, on every instance. A like
   * that fails later rolls its count back with it.
   */
  private async countTodaysLike(em: EntityManager, memberId: string, now: Date): Promise<void> {
    const dayStart = startOfSaoPauloDay(saoPauloDay(now));
    const resetAt = startOfSaoPauloDay(addDays(saoPauloDay(now), 1));
    const counted = await em.execute<{ hits: number }[]>(
      `insert into rate_limit_window as w (key, window_start, hits, expires_at, created_at) values (?, ?, 1, ?, ?)
       on conflict (key, window_start) do update set hits = w.hits + 1 where w.hits < ?
       returning hits`,
      [`likes-per-day:${memberId}`, dayStart, resetAt, now, LIKES_PER_DAY],
    );
    if (counted.length === 0) throw new LikesDailyLimitError(resetAt, now);
  }
}

/** The day's likes are used up: 429 with `Retry-After` and the São Paulo midnight that resets them. */
export class LikesDailyLimitError extends RateLimitedError {
  constructor(resetAt: Date, now: Date) {
    super(
      'LIKES_DAILY_LIMIT_REACHED',
      `Você já curtiu ${LIKES_PER_DAY} vezes hoje. Novas curtidas à meia-noite (horário de Brasília).`,
      (resetAt.getTime() - now.getTime()) / 1000,
    );
    this.details.resetAt = resetAt.toISOString();
    this.params = { max: LIKES_PER_DAY, resetAt: resetAt.toISOString() };
  }
}
