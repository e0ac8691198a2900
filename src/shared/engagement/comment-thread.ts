import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../ids.js';
import { normalizeLine } from '../text/normalize.js';
import { Clock, toDate } from '../time/index.js';
import { lockFor } from '../transactions.js';
import { secondsUntilAllowed } from './like.js';
import { Participation } from './participation.js';

/**
 * Where one kind of comment lives, in its module's own tables (docs/architecture.md,
 * Persistence and ports): rows with `id`, `author_id`, `content`, `likes_count`,
 * `created_at` and the column naming what they comment on.
 */
export interface CommentTable {
  /** The comments' table, e.g. `post_comment`. */
  comments: string;
  /** Its column naming what is commented on, e.g. `post_id`. */
  key: string;
  /** The commented table, when it counts its comments in `comments_count`. */
  counter?: string;
}

export interface CommentCommand<T> {
  table: CommentTable;
  authorId: string;
  targetId: string;
  /** The validated text. */
  content: string;
  /** At most one comment per this many seconds per member, in this table. */
  intervalSeconds: number;
  /** What is commented on, key-share locked; null when it cannot be commented (it may throw its own errors). */
  load(em: EntityManager): Promise<T | null>;
  notFound(): Error;
  tooSoon(waitSeconds: number): Error;
  duplicate(): Error;
  /** More columns of the comment row, from the target (e.g. a lesson comment's `course_id`). */
  columns?(target: T): Record<string, string>;
  /** Publishes the fact (the XP hooks), in the same transaction. */
  added(em: EntityManager, commentId: string, target: T): void;
}

/**
 * A comment added to a thread: one per `intervalSeconds` per member, never the
 * same text (after normalisation) as the member's previous comment on the same
 * target. The checks, the comment, its counter and its event are one
 * transaction, serialised per member (ADR 0040).
 */
@Injectable()
export class CommentThread {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly participation: Participation,
  ) {}

  async add<T>(command: CommentCommand<T>): Promise<{ id: string; createdAt: Date; target: T }> {
    const { table, authorId, targetId } = command;
    if (!isUuid(targetId)) throw command.notFound();
    const id = randomUUID();
    return this.em.fork().transactional(async (em) => {
      await this.participation.assertCanParticipate(em, authorId);
      await lockFor(em, `comment:${table.comments}:${authorId}`);
      const target = await command.load(em);
      if (target === null) throw command.notFound();
      const now = this.clock.now();
      const [last] = await em.execute<{ at: string | null; previous: string | null }[]>(
        `select max(created_at) as at,
           (select content from ${table.comments} where author_id = ? and ${table.key} = ? order by created_at desc, id desc limit 1) as previous
         from ${table.comments} where author_id = ?`,
        [authorId, targetId, authorId],
      );
      const wait = secondsUntilAllowed(toDate(last?.at), now, command.intervalSeconds);
      if (wait > 0) throw command.tooSoon(wait);
      if (last?.previous != null && normalizeLine(last.previous) === normalizeLine(command.content)) throw command.duplicate();
      const extra = command.columns?.(target) ?? {};
      const names = ['id', table.key, 'author_id', 'content', 'created_at', ...Object.keys(extra)];
      await em.execute(`insert into ${table.comments} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`, [
        id,
        targetId,
        authorId,
        command.content,
        now,
        ...Object.values(extra),
      ]);
      if (table.counter) await em.execute(`update ${table.counter} set comments_count = comments_count + 1 where id = ?`, [targetId]);
      command.added(em, id, target);
      return { id, createdAt: now, target };
    });
  }
}
