import { Injectable } from '@nestjs/common';
import { EventPublisher } from '../../../shared/events/index.js';
import { LikeToggle } from '../../../shared/engagement/index.js';
import { COMMENT_LIKES, POST_LIKES } from '../adapters/persistence/community.tables.js';
import { CommunityRepository } from './ports/persistence.js';
import { CommentNotFoundError, PostNotFoundError } from './community.errors.js';
import type { Member } from './feed.service.js';

export interface LikeState {
  likes: number;
  is_liked: boolean;
}

/** Likes of published posts and of their comments, through the one like toggle (ADR 0012, ADR 0040). */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikeToggle,
    private readonly events: EventPublisher,
    private readonly repository: CommunityRepository,
  ) {}

  /** Likes a published post the member may reach: one hidden by its reports only for its author and administrators (ADR 0103). */
  async likePost(member: Member, postId: string, liked?: boolean): Promise<LikeState> {
    const memberId = member.memberId;
    const result = await this.likes.like({
      table: POST_LIKES,
      memberId,
      targetId: postId,
      liked,
      // Key share: the post cannot be deleted while its like changes.
      load: async (em) => {
        const post = await this.repository.postForWrite(em, postId, member);
        return post?.status === 'approved' ? post : null;
      },
      notFound: () => new PostNotFoundError(),
      changed: (em, isLiked, post) =>
        this.events.publish(em, isLiked ? 'community.post_liked' : 'community.post_unliked', {
          postId,
          likerId: memberId,
          postAuthorId: post.authorId,
        }),
    });
    return { likes: result.likes, is_liked: result.isLiked };
  }

  /** Likes a comment the member may reach, on a post they may reach (ADR 0103). */
  async likeComment(member: Member, commentId: string, liked?: boolean): Promise<LikeState> {
    const result = await this.likes.like({
      table: COMMENT_LIKES,
      memberId: member.memberId,
      targetId: commentId,
      liked,
      load: async (em) => {
        const comment = await this.repository.commentForLike(em, commentId, member);
        return comment?.postStatus === 'approved' ? comment : null;
      },
      notFound: () => new CommentNotFoundError(),
    });
    return { likes: result.likes, is_liked: result.isLiked };
  }
}
