import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { decideLike } from '../domain/like.js';
import { CommunityRepository, type LikeKind } from './ports/persistence.js';
import { CommentNotFoundError, PostNotFoundError } from './community.errors.js';
import { isUuid } from '../../../shared/ids.js';
import { lockFor } from '../../../shared/transactions.js';

export interface LikeState {
  likes: number;
  is_liked: boolean;
}

/**
 * Likes of posts and comments (ADR 0012): set or toggle, counted exactly once
 * per member whatever the concurrency. Each change of one member's like of one
 * target is serialised with an advisory lock; the like row and the counter
 * change together in one transaction, which also checks that the member may
 * still act (a ban commits before it or waits for it).
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly repository: CommunityRepository,
  ) {}

  async likePost(memberId: string, postId: string, liked?: boolean): Promise<LikeState> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `community-like:post:${postId}:${memberId}`);
      // Key share: the post cannot be deleted while its like changes.
      const post = await this.repository.postForWrite(em, postId);
      if (!post || post.status !== 'approved') throw new PostNotFoundError();
      const result = await this.apply(em, 'post', postId, memberId, post.likesCount, liked);
      if (result.changed) {
        this.events.publish(em, result.is_liked ? 'community.post_liked' : 'community.post_unliked', {
          postId,
          likerId: memberId,
          postAuthorId: post.authorId,
        });
      }
      return { likes: result.likes, is_liked: result.is_liked };
    });
  }

  async likeComment(memberId: string, commentId: string, liked?: boolean): Promise<LikeState> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `community-like:comment:${commentId}:${memberId}`);
      const comment = await this.repository.commentForLike(em, commentId);
      if (!comment || comment.postStatus !== 'approved') throw new CommentNotFoundError();
      const result = await this.apply(em, 'comment', commentId, memberId, comment.likesCount, liked);
      return { likes: result.likes, is_liked: result.is_liked };
    });
  }

  private async apply(
    em: EntityManager,
    kind: LikeKind,
    targetId: string,
    memberId: string,
    likesCount: number,
    liked: boolean | undefined,
  ): Promise<LikeState & { changed: boolean }> {
    const state = await this.repository.likeState(em, kind, targetId, memberId);
    const now = this.clock.now();
    const decision = decideLike({ liked, current: state.liked, lastChangeAt: state.changedAt, now });
    if (decision === 'unchanged') return { likes: likesCount, is_liked: state.liked, changed: false };
    if (!(await this.repository.setLike(em, kind, targetId, memberId, decision.next, now))) {
      return { likes: likesCount, is_liked: state.liked, changed: false };
    }
    const likes = await this.repository.addToLikeCount(em, kind, targetId, decision.next ? 1 : -1);
    await this.repository.recordLikeChange(em, kind, targetId, memberId, now);
    return { likes, is_liked: decision.next, changed: true };
  }
}
