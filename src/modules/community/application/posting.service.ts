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
  secondsUntilAllowed,
} from '../domain/rate-limit.js';
import { CommunityQueries, CommunityRepository } from './ports/persistence.js';
import { normalizeLine } from '../../../shared/text/normalize.js';
import { AuthorDirectory } from './author-directory.js';
import {
  CommentIntervalError,
  DuplicateCommentError,
  PostIntervalError,
  PostNotApprovedError,
  PostNotFoundError,
  TooManyPendingPostsError,
} from './community.errors.js';
import { toCommentView, toPostView, type CommentView, type PostView } from './community.views.js';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { isUuid } from '../../../shared/ids.js';
import { lockFor } from '../../../shared/transactions.js';

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
  ) {}

  /**
   * Sends a post to the review queue. At most one post per 30 s and ten
   * waiting per member; the check and the insert are serialised per member,
   * so parallel requests cannot both pass it.
   */
  async submitPost(authorId: string, input: PostInput): Promise<PostView> {
    const result = validatePost(input);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    const { title, content, languages } = result.value;
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
    const [row, author] = await Promise.all([this.queries.findPost(postId, authorId), this.authors.lookUp([authorId])]);
    return toPostView(row!, author(authorId));
  }

  /**
   * Comments on a published post: one comment per 5 s per member, never the
   * same text (after normalisation) as the member's previous comment on that
   * post. The checks, the comment and the post's comment count are one
   * transaction, serialised per member.
   */
  async addComment(authorId: string, postId: string, text: string): Promise<CommentView> {
    const result = validateComment(text);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    if (!isUuid(postId)) throw new PostNotFoundError();
    const commentId = randomUUID();
    const now = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, authorId);
      await lockFor(em, `community-comment:${authorId}`);
      // Key share: the post cannot be deleted until this comment is in.
      const post = await this.repository.postForWrite(em, postId);
      if (!post || (post.status !== 'approved' && post.authorId !== authorId)) throw new PostNotFoundError();
      if (post.status !== 'approved') throw new PostNotApprovedError({ reason: 'comment' });
      const at = this.clock.now();
      const wait = secondsUntilAllowed(await this.repository.lastCommentAt(em, authorId), at, COMMENT_INTERVAL_SECONDS);
      if (wait > 0) throw new CommentIntervalError(wait);
      const previous = await this.repository.lastCommentOn(em, authorId, postId);
      if (previous !== null && normalizeLine(previous) === normalizeLine(result.value)) throw new DuplicateCommentError();
      await this.repository.insertComment(em, { id: commentId, postId, authorId, content: result.value, at });
      this.events.publish(em, 'community.comment_added', {
        commentId,
        postId,
        authorId,
        postAuthorId: post.authorId,
      });
      return at;
    });
    const author = await this.authors.lookUp([authorId]);
    return toCommentView(
      { id: commentId, post_id: postId, author_id: authorId, content: result.value, likes_count: 0, created_at: now, is_liked_by_user: false },
      author(authorId),
    );
  }
}
