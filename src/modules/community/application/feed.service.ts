import { Injectable } from '@nestjs/common';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import { type FeedKey, type PostRow } from './ports/persistence.js';
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
   * A post by its id, for its own page (`/comunidade/post/{id}`): published, or awaiting approval
   * for its author and administrators. Hidden by its reports (ADR 0103), by a member the viewer
   * blocks (ADR 0129), or not an id at all, it answers as a missing post.
   */
  async getPost(viewer: Member, postId: string): Promise<PostView> {
    const row = await this.readablePost(viewer, postId, { pendingForAdministrators: true });
    const author = await this.authors.lookUp([row.author_id]);
    return toPostView(row, author(row.author_id));
  }

  /**
   * Comments of a published post, or of the viewer's own post awaiting approval. A post hidden by
   * its reports is one that does not exist but for its author and administrators (ADR 0103), and
   * so is a post of a member the viewer blocks (ADR 0129).
   */
  async listComments(viewer: Member, postId: string): Promise<CommentView[]> {
    await this.readablePost(viewer, postId, { pendingForAdministrators: false });
    const rows = await this.queries.commentsOf(postId, viewer);
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return rows.map((row) => toCommentView(row, author(row.author_id)));
  }

  private async readablePost(viewer: Member, postId: string, { pendingForAdministrators }: { pendingForAdministrators: boolean }): Promise<PostRow> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    const post = await this.queries.findPost(postId, viewer);
    const mayReadPending = post?.author_id === viewer.memberId || (pendingForAdministrators && viewer.isAdmin === true);
    if (!post || (post.status !== 'approved' && !mayReadPending)) throw new PostNotFoundError();
    return post;
  }
}

/** [pinned 0|1, created_at as epoch microseconds, id] of the last post of the previous page. */
const FEED_CURSOR = cursorSchema(cursorPart.oneOf(0, 1), cursorPart.epochMicroseconds(), cursorPart.uuid());

function parseFeedCursor(cursor: string | undefined): FeedKey | undefined {
  const parts = readCursor(cursor, FEED_CURSOR);
  return parts && { isPinned: parts[0] === 1, createdKey: parts[1], id: parts[2] };
}
