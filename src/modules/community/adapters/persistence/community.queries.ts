import { Injectable } from '@nestjs/common';
import { shownToViewer, viewerParams, type Viewer } from '../../../../shared/moderation/index.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgPool, ReadPart } from '../../../../shared/pg-pool/index.js';
import type { ModerationActionType } from '../../domain/moderation.js';
import { type CommentRow, type FeedKey, type ModerationActionRecord, type PostRow, type RecentPostRow } from '../../application/ports/persistence.js';
import { toDate } from '../../../../shared/time/index.js';
import { authorNotBlockedSql } from '../../../identity/index.js';

/** The feed's viewer (`$1`) does not block the post's author (ADR 0101). */
const FEED_NOT_BLOCKED = authorNotBlockedSql('$1', 'p.author_id');

/** A post's columns but its comments' count, which depends on who reads (`shownCommentsCount`). */
const POST_FIELDS = `p.id, p.author_id, p.title, p.content, p.languages, p.status, p.is_pinned, p.has_quality_badge,
  p.likes_count, p.created_at, p.approved_at, p.approved_by, (extract(epoch from p.created_at) * 1000000)::bigint::text as created_key`;

/** The administrators' screens: every comment counts, as they read every one. */
const POST_COLUMNS = `${POST_FIELDS}, p.comments_count`;

/**
 * How many comments of the post `p` the viewer is shown: the rule of the post's thread
 * (`commentsOf`: hidden ones only for their author and administrators, none by a member the viewer
 * blocks), so the count on a post is the length of the list under it (ADR 0129). A subquery per
 * row of the caller's statement, on `post_comment_post_idx`: no round trip of its own. Takes its
 * placeholders in this order (`?` works): viewer, whether an administrator, viewer.
 */
export function shownCommentsCount(viewer: string, isAdmin: string): string {
  return `(${countShownComments(viewer, isAdmin)})::int as comments_count`;
}

function countShownComments(viewer: string, isAdmin: string): string {
  return `select count(*) from post_comment c where c.post_id = p.id
     and ${shownToViewer('c', 'author_id', [viewer, isAdmin])} and ${authorNotBlockedSql(viewer, 'c.author_id')}`;
}

/**
 * `shownCommentsCount` for the feed, whose every read counts twenty posts. Most readers block
 * nobody and most posts have no hidden comment: then the count is the post's stored counter, known
 * from one probe per statement (the viewer's blocks) and one of the small `post_comment_hidden_idx`
 * per row; otherwise the same subquery. Numbered placeholders only: each is read more than once.
 */
export function feedCommentsCount(viewer: `$${number}`, isAdmin: `$${number}`): string {
  return `(case
     when ${isAdmin}::boolean then p.comments_count
     when not exists (select 1 from member_block mb where mb.blocker_id = ${viewer}::uuid)
      and not exists (select 1 from post_comment h where h.post_id = p.id and h.hidden_at is not null)
     then p.comments_count
     else (${countShownComments(viewer, isAdmin)})::int
   end) as comments_count`;
}

/** `?` is the viewer's member id (null for administrators). */
const POST_LIKED = `exists (select 1 from post_like l where l.post_id = p.id and l.member_id = ? and l.liked) as is_liked_by_user`;

/** The feed's condition on hidden posts (ADR 0103): `$1` is the viewer, `$2` whether an administrator. */
const FEED_SHOWN = shownToViewer('p', 'author_id', ['$1', '$2']);

const COMMENT_COLUMNS = `c.id, c.post_id, c.author_id, c.content, c.likes_count, c.created_at,
  exists (select 1 from comment_like l where l.comment_id = c.id and l.member_id = ? and l.liked) as is_liked_by_user`;

/** Reads of the community tables, returning rows shaped for the views (docs/architecture.md, Persistence and ports). */
@Injectable()
export class CommunityQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  /**
   * Published posts, pinned first then newest, after `after` (keyset paging on
   * post_feed_idx), without those of authors the viewer blocks (ADR 0101). The feed opens every
   * community visit: prepared statements (ADR 0019). A post hidden by its reports only reaches
   * the feeds of its author and administrators (ADR 0103).
   */
  async feedPage(viewer: Viewer & { memberId: string }, after: FeedKey | undefined, limit: number): Promise<PostRow[]> {
    const columns = `${POST_FIELDS}, ${feedCommentsCount('$1', '$2')}, ${POST_LIKED.replace('?', '$1')}`;
    const order = 'order by p.is_pinned desc, p.created_at desc, p.id desc';
    const [viewerId, isAdmin] = viewerParams(viewer);
    if (!after) {
      return this.db.prepared<PostRow>(
        'community_feed_first_page',
        `select ${columns} from post p
         where p.status = 'approved' and ${FEED_SHOWN} and ${FEED_NOT_BLOCKED} ${order} limit $3`,
        [viewerId, isAdmin, limit],
      );
    }
    return this.db.prepared<PostRow>(
      'community_feed_next_page',
      `select ${columns} from post p
       where p.status = 'approved' and ${FEED_SHOWN} and ${FEED_NOT_BLOCKED}
         and (p.is_pinned, p.created_at, p.id) < ($3::boolean, timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5::uuid)
       ${order} limit $6`,
      [viewerId, isAdmin, after.isPinned, after.createdKey, after.id, limit],
    );
  }

  /** The member's own posts still in the review queue, newest first (the comments they are shown: none until approval). */
  async ownPendingPosts(authorId: string): Promise<PostRow[]> {
    return this.em.fork().execute<PostRow[]>(
      `select ${POST_FIELDS}, ${shownCommentsCount('?', 'false')}, false as is_liked_by_user from post p
       where p.author_id = ? and p.status = 'pending' order by p.created_at desc, p.id desc`,
      [authorId, authorId, authorId],
    );
  }

  /**
   * The post by its id, if the viewer may reach it, with the comments they are shown: one hidden by
   * its reports only for its author and administrators (ADR 0103), and none by a member the viewer
   * blocks (ADR 0129). To anyone else it is a missing post.
   */
  async findPost(postId: string, viewer: Viewer): Promise<PostRow | null> {
    const [viewerId, isAdmin] = viewerParams(viewer);
    const [row] = await this.em.fork().execute<PostRow[]>(
      `select ${POST_FIELDS}, ${shownCommentsCount('?', '?')}, ${POST_LIKED} from post p
       where p.id = ? and ${shownToViewer('p')} and ${authorNotBlockedSql('?', 'p.author_id')}`,
      [viewerId, isAdmin, viewerId, viewerId, postId, viewerId, isAdmin, viewerId],
    );
    return row ?? null;
  }

  /**
   * Every comment of a post the viewer may see (ADR 0103), oldest first (a conversation reads top
   * to bottom), but those of authors the viewer blocks (ADR 0101); the post's `comments_count` as
   * the viewer reads it counts the same rows (`shownCommentsCount`).
   */
  async commentsOf(postId: string, viewer: Viewer): Promise<CommentRow[]> {
    return this.em.fork().execute<CommentRow[]>(
      `select ${COMMENT_COLUMNS} from post_comment c
       where c.post_id = ? and ${shownToViewer('c')} and ${authorNotBlockedSql('?', 'c.author_id')} order by c.created_at, c.id`,
      [viewer.memberId, postId, ...viewerParams(viewer), viewer.memberId],
    );
  }

  /**
   * How many comments of each post the viewer is shown (`shownCommentsCount`'s rule), as a part of
   * the caller's statement (ADR 0080): for lists read for nobody in particular (the dashboard's
   * latest posts, ADR 0070), counted per reader. A post without any is absent.
   */
  shownCommentCountsPart(viewer: Viewer, postIds: readonly string[]): ReadPart<Map<string, number>> {
    const [viewerId, isAdmin] = viewerParams(viewer);
    return ReadPart.fromStatement(
      (json) => new Map(Object.entries((json ?? {}) as Record<string, number>).map(([id, n]) => [id, Number(n)])),
      `select json_object_agg(n.post_id, n.count) from (
         select c.post_id, count(*) from post_comment c
         where c.post_id = any(?::uuid[]) and ${shownToViewer('c')} and ${authorNotBlockedSql('?', 'c.author_id')}
         group by c.post_id) n`,
      [[...postIds], viewerId, isAdmin, viewerId],
    );
  }

  /** The review queue, oldest first. */
  async pendingPosts(): Promise<PostRow[]> {
    return this.em.fork().execute<PostRow[]>(
      `select ${POST_COLUMNS}, false as is_liked_by_user from post p
       where p.status = 'pending' order by p.created_at, p.id`,
    );
  }

  /** A page of published posts for moderation, newest first, and how many there are. */
  async approvedPostsPage(offset: number, limit: number): Promise<{ rows: PostRow[]; total: number }> {
    const em = this.em.fork();
    const [rows, [count]] = await Promise.all([
      em.execute<PostRow[]>(
        `select ${POST_COLUMNS}, false as is_liked_by_user from post p
         where p.status = 'approved' order by p.created_at desc, p.id desc offset ? limit ?`,
        [offset, limit],
      ),
      em.execute<{ total: string }[]>(`select count(*) as total from post where status = 'approved'`),
    ]);
    return { rows, total: Number(count.total) };
  }

  /**
   * A member's published posts and the likes their posts and comments on published posts
   * received, as a part of a composed read (ADR 0080).
   */
  authorStatsPart(authorId: string): ReadPart<{ totalPosts: number; totalLikes: number }> {
    return ReadPart.of((json) => json as { totalPosts: number; totalLikes: number })`
      select json_build_object(
               'totalPosts', count(*),
               'totalLikes', coalesce(sum(likes_count), 0)
                 + (select coalesce(sum(c.likes_count), 0) from post_comment c join post p on p.id = c.post_id
                    where c.author_id = ${authorId}::uuid and p.status = 'approved'))
      from post where author_id = ${authorId}::uuid and status = 'approved'`;
  }

  async countPosts(): Promise<{ total: number; approved: number; pending: number }> {
    const [counts] = await this.db.readTogether(this.postCounts());
    return counts;
  }

  /** `countPosts` as a part of one statement (ADR 0080). */
  postCounts(): ReadPart<{ total: number; approved: number; pending: number }> {
    return ReadPart.of((json) => {
      const row = json as { approved: number; pending: number };
      const approved = Number(row.approved);
      const pending = Number(row.pending);
      return { total: approved + pending, approved, pending };
    })`select json_build_object('approved', count(*) filter (where status = 'approved'),
                              'pending', count(*) filter (where status = 'pending'))
         from post`;
  }

  /** The newest published posts (pinned or not), newest first; none hidden by its reports (ADR 0103). */
  async recentApprovedPosts(limit: number): Promise<RecentPostRow[]> {
    const rows = await this.em.fork().execute<
      { id: string; title: string; author_id: string; created_at: string; likes_count: number; comments_count: number }[]
    >(
      `select id, title, author_id, created_at, likes_count, comments_count from post
       where status = 'approved' and hidden_at is null order by created_at desc, id desc limit ?`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      authorId: row.author_id,
      createdAt: toDate(row.created_at),
      likesCount: row.likes_count,
      commentsCount: row.comments_count,
    }));
  }

  /** The latest moderation actions, newest first. */
  async recentModerationActions(limit: number): Promise<ModerationActionRecord[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        admin_email: string;
        action: ModerationActionType;
        target_type: 'post' | 'comment';
        target_id: string;
        target_author_id: string;
        reason: string | null;
        details: Record<string, unknown>;
        created_at: string;
      }[]
    >('select * from moderation_action order by created_at desc, id desc limit ?', [limit]);
    return rows.map((r) => ({
      id: r.id,
      adminEmail: r.admin_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetAuthorId: r.target_author_id,
      reason: r.reason,
      details: r.details,
      createdAt: toDate(r.created_at),
    }));
  }
}
