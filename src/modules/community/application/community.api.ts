import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import type { Viewer } from '../../../shared/moderation/index.js';
import { type ModerationActionRecord } from './ports/persistence.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';

export type { ModerationActionRecord };

/** A published post in a summary list (the dashboard's last posts). */
export interface RecentPost {
  id: string;
  title: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
}

const MAX_LIST = 100;

/**
 * The community module's public API, for read models composed above it
 * (dashboard, admin home, reports): docs/architecture.md, The module chain.
 */
@Injectable()
export class CommunityApi {
  constructor(
    private readonly queries: CommunityQueries,
    private readonly identity: IdentityApi,
  ) {}

  /**
   * The newest published posts (pinned or not), newest first; limit 1–100. `commentsCount` counts
   * every comment: a member is shown `shownCommentCountsPart`'s.
   */
  async recentApprovedPosts(limit: number): Promise<RecentPost[]> {
    const rows = await this.queries.recentApprovedPosts(clamp(limit));
    const members = await this.identity.getMembers(rows.map((r) => r.authorId));
    return rows.map((row) => ({ ...row, authorName: members.get(row.authorId)?.name ?? 'Autor desconhecido' }));
  }

  /**
   * How many comments of each post the reader is shown, the count their feed and the post's page
   * give (ADR 0129), as a part of one statement (ADR 0080); a post without any is absent. For
   * `recentApprovedPosts`, whose `commentsCount` is every comment, read for nobody in particular.
   */
  shownCommentCountsPart(viewer: Viewer, postIds: readonly string[]): ReadPart<Map<string, number>> {
    return this.queries.shownCommentCountsPart(viewer, postIds);
  }

  /** For profile stats: the member's published posts and the likes they received, as a part of one statement (ADR 0080). */
  authorStatsPart(authorId: string): ReadPart<{ totalPosts: number; totalLikes: number }> {
    return this.queries.authorStatsPart(authorId);
  }

  /** How many posts exist: published, waiting in the review queue, and both. */
  countPosts(): Promise<{ total: number; approved: number; pending: number }> {
    return this.queries.countPosts();
  }

  /** `countPosts` as a part of one statement (ADR 0080), for reads composed with other modules'. */
  postCounts(): ReadPart<{ total: number; approved: number; pending: number }> {
    return this.queries.postCounts();
  }

  /** The latest moderation actions, newest first; limit 1–100 (for the admin reports). */
  recentModerationActions(limit: number): Promise<ModerationActionRecord[]> {
    return this.queries.recentModerationActions(clamp(limit));
  }
}

function clamp(limit: number): number {
  return Math.min(MAX_LIST, Math.max(1, Math.trunc(limit) || 1));
}
