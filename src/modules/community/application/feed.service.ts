import { Injectable } from '@nestjs/common';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import { type FeedKey } from './ports/persistence.js';
import { AuthorDirectory } from './author-directory.service.js';
import { PostNotFoundError } from './community.errors.js';
import { toCommentView, toPostView, type CommentView, type PostView } from './community.views.js';
import { isUuid } from '../../../shared/ids.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';
import type { Viewer } from '../../../shared/moderation/index.js';

/** A signed-in member reading the community, and whether they are an administrator (ADR 0103). */
export type Member = Viewer & { memberId: string };

export const FEED_DEFAULT_LIMIT = 20;

/** What members read: the feed of published posts and the comments of a post. */
@Injectable()
export class FeedService {
  constructor(
    private readonly queries: CommunityQueries,
    private readonly authors: AuthorDirectory,
  ) {}

  /**
   * Published posts, pinned first then newest, a page at a time. The first
   * page also starts with the viewer's own posts still awaiting approval
   * (at most ten, beyond `limit`), so authors see what they sent.
   */
  async listPosts(
    viewer: Member,
    page: { cursor?: string; limit?: number },
  ): Promise<{ posts: PostView[]; nextCursor: string | null }> {
    const limit = page.limit ?? FEED_DEFAULT_LIMIT;
    const after = parseFeedCursor(page.cursor);
    const [rows, pending] = await Promise.all([
      this.queries.feedPage(viewer, after, limit + 1),
      after ? Promise.resolve([]) : this.queries.ownPendingPosts(viewer.memberId),
    ]);
    const published = rows.slice(0, limit);
    const last = published.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor([last.is_pinned ? 1 : 0, last.created_key, last.id]) : null;
    const all = [...pending, ...published];
    const author = await this.authors.lookUp(all.map((r) => r.author_id));
    return { posts: all.map((row) => toPostView(row, author(row.author_id))), nextCursor };
  }

  /**
   * Comments of a published post, or of the viewer's own post awaiting approval. A post hidden by
   * its reports is one that does not exist but for its author and administrators (ADR 0103).
   */
  async listComments(viewer: Member, postId: string): Promise<CommentView[]> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    const post = await this.queries.findPost(postId, viewer);
    if (!post || (post.status !== 'approved' && post.author_id !== viewer.memberId)) throw new PostNotFoundError();
    const rows = await this.queries.commentsOf(postId, viewer);
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return rows.map((row) => toCommentView(row, author(row.author_id)));
  }
}

/** [pinned 0|1, created_at as epoch microseconds, id] of the last post of the previous page. */
const FEED_CURSOR = cursorSchema(cursorPart.oneOf(0, 1), cursorPart.epochMicroseconds(), cursorPart.uuid());

function parseFeedCursor(cursor: string | undefined): FeedKey | undefined {
  const parts = readCursor(cursor, FEED_CURSOR);
  return parts && { isPinned: parts[0] === 1, createdKey: parts[1], id: parts[2] };
}
