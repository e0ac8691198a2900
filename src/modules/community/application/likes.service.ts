import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { decideLike } from '../domain/like.js';
import { toDate } from '../adapters/persistence/community.queries.js';
import { CommentNotFoundError, PostNotFoundError } from './community.errors.js';
import { isUuid } from '../../../shared/ids.js';
import { lockFor } from '../../../shared/transactions.js';

export interface LikeState {
  likes: number;
  is_liked: boolean;
}

interface Target {
  kind: 'post' | 'comment';
  /** The table holding the counter, the table of like rows and its key column. */
  table: 'post' | 'post_comment';
  likeTable: 'post_like' | 'comment_like';
  key: 'post_id' | 'comment_id';
}

const POST: Target = { kind: 'post', table: 'post', likeTable: 'post_like', key: 'post_id' };
const COMMENT: Target = { kind: 'comment', table: 'post_comment', likeTable: 'comment_like', key: 'comment_id' };

/**
 * Likes of posts and comments (ADR 0012): set or toggle, counted exactly once
 * per member whatever the concurrency. Each change of one member's like of one
 * target is serialised with an advisory lock; the like row and the counter
 * change together in one transaction.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  async likePost(memberId: string, postId: string, liked?: boolean): Promise<LikeState> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.identity.assertCanParticipate(memberId);
    return this.em.fork().transactional(async (em) => {
      await lockFor(em, `community-like:post:${postId}:${memberId}`);
      // Key share: the post cannot be deleted while its like changes.
      const [post] = await em.execute<{ author_id: string; status: string; likes_count: number }[]>(
        'select author_id, status, likes_count from post where id = ? for key share',
        [postId],
      );
      if (!post || post.status !== 'approved') throw new PostNotFoundError();
      const result = await this.apply(em, POST, postId, memberId, post.likes_count, liked);
      if (result.changed) {
        this.events.publish(em, result.is_liked ? 'community.post_liked' : 'community.post_unliked', {
          postId,
          likerId: memberId,
          postAuthorId: post.author_id,
        });
      }
      return { likes: result.likes, is_liked: result.is_liked };
    });
  }

  async likeComment(memberId: string, commentId: string, liked?: boolean): Promise<LikeState> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    await this.identity.assertCanParticipate(memberId);
    return this.em.fork().transactional(async (em) => {
      await lockFor(em, `community-like:comment:${commentId}:${memberId}`);
      const [comment] = await em.execute<{ likes_count: number; status: string }[]>(
        // Key share of the post too: deleting the post (which takes it for update) waits, so it
      // never clears like_change before this like writes there.
      `select c.likes_count, p.status from post_comment c join post p on p.id = c.post_id
         where c.id = ? for key share of c, p`,
        [commentId],
      );
      if (!comment || comment.status !== 'approved') throw new CommentNotFoundError();
      const result = await this.apply(em, COMMENT, commentId, memberId, comment.likes_count, liked);
      return { likes: result.likes, is_liked: result.is_liked };
    });
  }

  private async apply(
    em: EntityManager,
    target: Target,
    targetId: string,
    memberId: string,
    likesCount: number,
    liked: boolean | undefined,
  ): Promise<LikeState & { changed: boolean }> {
    const [state] = await em.execute<{ liked: boolean; changed_at: string | null }[]>(
      `select exists (select 1 from ${target.likeTable} where ${target.key} = ? and member_id = ?) as liked,
              (select changed_at from like_change where target_type = ? and target_id = ? and member_id = ?) as changed_at`,
      [targetId, memberId, target.kind, targetId, memberId],
    );
    const now = this.clock.now();
    const decision = decideLike({ liked, current: state.liked, lastChangeAt: toDate(state.changed_at), now });
    if (decision === 'unchanged') return { likes: likesCount, is_liked: state.liked, changed: false };

    const changedRows = decision.next
      ? await em.execute(
          `insert into ${target.likeTable} (${target.key}, member_id, created_at) values (?, ?, ?)
           on conflict do nothing returning member_id`,
          [targetId, memberId, now],
        )
      : await em.execute(`delete from ${target.likeTable} where ${target.key} = ? and member_id = ? returning member_id`, [
          targetId,
          memberId,
        ]);
    if (changedRows.length === 0) return { likes: likesCount, is_liked: state.liked, changed: false };

    const [counter] = await em.execute<{ likes_count: number }[]>(
      `update ${target.table} set likes_count = likes_count ${decision.next ? '+' : '-'} 1 where id = ? returning likes_count`,
      [targetId],
    );
    await em.execute(
      `insert into like_change (target_type, target_id, member_id, changed_at, created_at) values (?, ?, ?, ?, ?)
       on conflict (target_type, target_id, member_id) do update set changed_at = excluded.changed_at`,
      [target.kind, targetId, memberId, now, now],
    );
    return { likes: counter.likes_count, is_liked: decision.next, changed: true };
  }
}
