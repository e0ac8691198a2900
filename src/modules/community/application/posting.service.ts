import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { validateComment, validatePost, type PostInput } from '../domain/post.js';
import {
  COMMENT_INTERVAL_SECONDS,
  MAX_PENDING_POSTS,
  PENDING_POSTS_RETRY_SECONDS,
  POST_INTERVAL_SECONDS,
} from '../domain/rate-limit.js';
import { CommunityRepository } from './ports/persistence.js';
import { CommentThread, secondsUntilAllowed } from '../../../shared/engagement/index.js';
import { AuthorDirectory } from './author-directory.service.js';
import {
  CommentIntervalError,
  DuplicateCommentError,
  PostIntervalError,
  PostNotApprovedError,
  PostNotFoundError,
  TooManyPendingPostsError,
} from './community.errors.js';
import { toCommentView, toPostView, type CommentView, type PostView } from './community.views.js';
import { validOrThrow } from '../../../shared/errors/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';
import { POST_COMMENTS } from '../adapters/persistence/community.tables.js';
import type { Member } from './feed.service.js';

/** Members writing: posts for the review queue and comments on published posts. */
@Injectable()
export class PostingService {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly queries: CommunityQueries,
    private readonly authors: AuthorDirectory,
    private readonly repository: CommunityRepository,
    private readonly comments: CommentThread,
  ) {}

  /**
   * Sends a post to the review queue. At most one post per 30 s and ten
   * waiting per member; the check and the insert are serialised per member,
   * so parallel requests cannot both pass it.
   */
  async submitPost(authorId: string, input: PostInput): Promise<PostView> {
    const { title, content, languages } = validOrThrow(validatePost(input));
    const postId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, authorId);
      await lockFor(em, `community-post:${authorId}`);
      const now = this.clock.now();
      const mine = await this.repository.authorPostStats(em, authorId);
      const wait = secondsUntilAllowed(mine.last, now, POST_INTERVAL_SECONDS);
      if (wait > 0) throw new PostIntervalError(wait);
      if (mine.pending >= MAX_PENDING_POSTS) throw new TooManyPendingPostsError(PENDING_POSTS_RETRY_SECONDS);
      await this.repository.insertPost(em, { id: postId, authorId, title, content, languages: [...languages], at: now });
      this.events.publish(em, 'community.post_submitted', { postId, authorId });
    });
    const [row, author] = await Promise.all([this.queries.findPost(postId, { memberId: authorId }), this.authors.lookUp([authorId])]);
    return toPostView(row!, author(authorId));
  }

  /**
   * Comments on a published post, through the one comment thread (ADR 0040): one per 5 s per member,
   * never twice the same text; a post hidden by its reports only by its author and administrators (ADR 0103).
   */
  async addComment(member: Member, postId: string, text: string): Promise<CommentView> {
    const authorId = member.memberId;
    const checked = validOrThrow(validateComment(text));
    const comment = await this.comments.add({
      table: POST_COMMENTS,
      authorId,
      targetId: postId,
      content: checked,
      intervalSeconds: COMMENT_INTERVAL_SECONDS,
      // Key share: the post cannot be deleted until this comment is in.
      load: async (em) => {
        const post = await this.repository.postForWrite(em, postId, member);
        if (!post || (post.status !== 'approved' && post.authorId !== authorId)) return null;
        if (post.status !== 'approved') throw new PostNotApprovedError({ reason: 'comment' });
        return post;
      },
      notFound: () => new PostNotFoundError(),
      tooSoon: (wait) => new CommentIntervalError(wait),
      duplicate: () => new DuplicateCommentError(),
      added: (em, commentId, post) =>
        this.events.publish(em, 'community.comment_added', { commentId, postId, authorId, postAuthorId: post.authorId }),
    });
    const author = await this.authors.lookUp([authorId]);
    return toCommentView(
      {
        id: comment.id,
        post_id: postId,
        author_id: authorId,
        content: checked,
        likes_count: 0,
        created_at: comment.createdAt,
        is_liked_by_user: false,
      },
      author(authorId),
    );
  }
}
