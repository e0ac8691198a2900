import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from './author.js';
import type { CommentTable } from './comment-thread.js';
import type { LikeTable } from './like-toggle.js';

/**
 * A member's likes taken back when their account is erased (ADR 0108): each target's
 * `likes_count` loses the likes that were on, then the rows go. Run again, it finds nothing.
 */
export async function eraseLikes(em: EntityManager, table: LikeTable, memberId: string): Promise<void> {
  await em.execute(
    `update ${table.target} t set likes_count = greatest(t.likes_count - l.n, 0)
       from (select ${table.key} as target_id, count(*)::int as n from ${table.likes}
              where member_id = ? and liked group by ${table.key}) l
      where t.id = l.target_id`,
    [memberId],
  );
  await em.execute(`delete from ${table.likes} where member_id = ?`, [memberId]);
}

/**
 * A member's comments when their account is erased (ADR 0108): kept under
 * `REMOVED_MEMBER_ID`, or deleted with the commented target's `comments_count` lowered
 * by as many (the comments' likes go with them). Run again, it finds nothing.
 */
export async function eraseComments(em: EntityManager, table: CommentTable, memberId: string, keepContent: boolean): Promise<void> {
  if (keepContent) {
    await em.execute(`update ${table.comments} set author_id = ? where author_id = ?`, [REMOVED_MEMBER_ID, memberId]);
    return;
  }
  if (table.counter) {
    await em.execute(
      `update ${table.counter} t set comments_count = greatest(t.comments_count - c.n, 0)
         from (select ${table.key} as target_id, count(*)::int as n from ${table.comments}
                where author_id = ? group by ${table.key}) c
        where t.id = c.target_id`,
      [memberId],
    );
  }
  await em.execute(`delete from ${table.comments} where author_id = ?`, [memberId]);
}
