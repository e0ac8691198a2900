import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThreadCommentRow } from '../../../../shared/engagement/index.js';
import type { ModerationActionType, PostStatus } from '../../domain/moderation.js';
import type { Viewer } from '../../../../shared/moderation/index.js';

/**
 * What community's use cases need from PostgreSQL (ADR 0002: the SQL lives in
 * adapters/persistence, which implement these). Reads use their own fork;
 * writes take the caller's transaction (`em`), where the use case decides.
 */

export interface PostRow {
  id: string;
  author_id: string;
  title: string;
  content: string;
  languages: string[];
  status: PostStatus;
  is_pinned: boolean;
  has_quality_badge: boolean;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
  approved_at: Date | string | null;
  approved_by: string | null;
  /** created_at in microseconds since 1970 (exact, unlike a JS Date), for cursors. */
  created_key: string;
  is_liked_by_user: boolean;
}

export type CommentRow = ThreadCommentRow<'post_id'>;

/** Position in the feed, after which the next page starts. */
export interface FeedKey {
  isPinned: boolean;
  createdKey: string;
  id: string;
}

export interface RecentPostRow {
  id: string;
  title: string;
  authorId: string;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
}

/** One entry of the moderation audit trail. */
export interface ModerationActionRecord {
  id: string;
  adminEmail: string;
  action: ModerationActionType;
  targetType: 'post' | 'comment';
  targetId: string;
  targetAuthorId: string;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface NewModerationAction {
  adminEmail: string;
  action: ModerationActionType;
  targetType: 'post' | 'comment';
  targetId: string;
  targetAuthorId: string;
  reason?: string | null;
  details: Record<string, unknown>;
  at: Date;
}

/** The writes of the community module and the reads they decide on, in the caller's transaction. */
export abstract class CommunityRepository {
  // Posting
  abstract authorPostStats(em: EntityManager, authorId: string): Promise<{ last: Date | null; pending: number }>;
  abstract insertPost(
    em: EntityManager,
    post: { id: string; authorId: string; title: string; content: string; languages: string[]; at: Date },
  ): Promise<void>;
  /**
   * The post, key-share locked: it cannot be deleted until the caller's transaction ends. Null when
   * the viewer may not reach it (hidden by its reports, ADR 0103), as when there is none.
   */
  abstract postForWrite(em: EntityManager, postId: string, viewer: Viewer): Promise<{ authorId: string; status: PostStatus; likesCount: number } | null>;

  // Likes
  /** The comment and its post's status, both key-share locked; null unless the viewer may reach both (ADR 0103). */
  abstract commentForLike(em: EntityManager, commentId: string, viewer: Viewer): Promise<{ likesCount: number; postStatus: PostStatus } | null>;

  // Moderation
  abstract approvePending(em: EntityManager, postId: string, adminEmail: string, at: Date): Promise<{ authorId: string; title: string } | null>;
  abstract deletePending(em: EntityManager, postId: string): Promise<{ authorId: string; title: string } | null>;
  abstract postExists(em: EntityManager, postId: string): Promise<boolean>;
  /** The post's title, or null when it is gone. */
  abstract postTitle(em: EntityManager, postId: string): Promise<string | null>;
  /** The post, locked for update. */
  abstract postForDeletion(
    em: EntityManager,
    postId: string,
  ): Promise<{ authorId: string; status: PostStatus; title: string; likesCount: number; commentsCount: number } | null>;
  /** Deletes the post with its comments, likes and like history. */
  abstract deletePost(em: EntityManager, postId: string): Promise<void>;
  abstract markQuality(em: EntityManager, postId: string, adminEmail: string, at: Date): Promise<{ authorId: string; title: string } | null>;
  abstract qualityState(em: EntityManager, postId: string): Promise<{ status: PostStatus; hasQualityBadge: boolean } | null>;
  /** Deletes the comment (its post locked first), uncounts it and forgets its like history. */
  abstract deleteComment(em: EntityManager, commentId: string): Promise<{ postId: string; authorId: string; likesCount: number } | null>;
  abstract insertModerationAction(em: EntityManager, entry: NewModerationAction): Promise<void>;
}

/** A member's post as the administrators' member details show it. */
export interface MemberPostRow {
  id: string;
  title: string;
  content: string;
  createdAt: Date;
  likes: number;
  commentsCount: number;
}

export interface AuthoredPostRow {
  id: string;
  title: string;
  authorId: string;
  isApproved: boolean;
  createdAt: Date;
}

/** The community's figures in the administrators' reports (ADR 0033). */
export interface CommunityReportFigures {
  totalPosts: number;
  postsSinceWeekStart: number;
  postsSinceMonthStart: number;
  pendingPosts: number;
}
