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
import { CommunityQueries, toDate } from '../adapters/persistence/community.queries.js';
import { AuthorDirectory } from './author-directory.js';
import {
  CommentIntervalError,
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
  ) {}

  /**
   * Sends a post to the review queue. At most one post per 30 s and ten
   * waiting per member; the check and the insert are serialised per member,
   * so parallel requests cannot both pass it.
   */
  async submitPost(authorId: string, input: PostInput): Promise<PostView> {
    const result = validatePost(input);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    await this.identity.assertCanParticipate(authorId);
    const { title, content, languages } = result.value;
    const postId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      await lockFor(em, `community-post:${authorId}`);
      const now = this.clock.now();
      const [mine] = await em.execute<{ last: string | null; pending: string }[]>(
        `select max(created_at) as last, count(*) filter (where status = 'pending') as pending
         from post where author_id = ?`,
        [authorId],
      );
      const wait = secondsUntilAllowed(toDate(mine.last), now, POST_INTERVAL_SECONDS);
      if (wait > 0) throw new PostIntervalError(wait);
      if (Number(mine.pending) >= MAX_PENDING_POSTS) throw new TooManyPendingPostsError(PENDING_POSTS_RETRY_SECONDS);
      await em.execute(
        `insert into post (id, author_id, title, content, languages, status, created_at, updated_at)
         values (?, ?, ?, ?, array[?]::text[], 'pending', ?, ?)`,
        [postId, authorId, title, content, languages, now, now],
      );
      this.events.publish(em, 'community.post_submitted', { postId, authorId });
    });
    const [row, author] = await Promise.all([this.queries.findPost(postId, authorId), this.authors.lookUp([authorId])]);
    return toPostView(row!, author(authorId));
  }

  /**
   * Comments on a published post: one comment per 5 s per member. The comment
   * and the post's comment count change in one transaction.
   */
  async addComment(authorId: string, postId: string, text: string): Promise<CommentView> {
    const result = validateComment(text);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.identity.assertCanParticipate(authorId);
    const commentId = randomUUID();
    const now = await this.em.fork().transactional(async (em) => {
      await lockFor(em, `community-comment:${authorId}`);
      // Key share: the post cannot be deleted until this comment is in.
      const [post] = await em.execute<{ author_id: string; status: string }[]>(
        'select author_id, status from post where id = ? for key share',
        [postId],
      );
      if (!post || (post.status !== 'approved' && post.author_id !== authorId)) throw new PostNotFoundError();
      if (post.status !== 'approved') throw new PostNotApprovedError({ reason: 'comment' });
      const at = this.clock.now();
      const [mine] = await em.execute<{ last: string | null }[]>(
        'select max(created_at) as last from post_comment where author_id = ?',
        [authorId],
      );
      const wait = secondsUntilAllowed(toDate(mine.last), at, COMMENT_INTERVAL_SECONDS);
      if (wait > 0) throw new CommentIntervalError(wait);
      await em.execute(
        'insert into post_comment (id, post_id, author_id, content, created_at) values (?, ?, ?, ?, ?)',
        [commentId, postId, authorId, result.value, at],
      );
      await em.execute('update post set comments_count = comments_count + 1 where id = ?', [postId]);
      this.events.publish(em, 'community.comment_added', {
        commentId,
        postId,
        authorId,
        postAuthorId: post.author_id,
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
