import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { type ModerationActionRecord } from './ports/persistence.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';
import type { RowLists } from '../../../shared/pg-pool/index.js';
import { communityMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { CommunityErasureRepository } from '../adapters/persistence/community-erasure.repository.js';
import { eraseComments, eraseLikes } from '../../../shared/engagement/index.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENT_LIKES, POST_COMMENTS, POST_LIKES } from '../adapters/persistence/community.tables.js';

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
    private readonly erasure: CommunityErasureRepository,
  ) {}

  /**
   * Community's part of an account's erasure (ADR 0108), in the caller's transaction: likes
   * taken back from their counters, comments and posts kept under "Membro removido" or
   * deleted (the posts' comment totals follow). Idempotent.
   */
  async eraseMember(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    await eraseLikes(em, POST_LIKES, memberId);
    await eraseLikes(em, COMMENT_LIKES, memberId);
    await eraseComments(em, POST_COMMENTS, memberId, keepContent);
    await this.erasure.erase(em, memberId, keepContent);
  }

  /** The newest published posts (pinned or not), newest first; limit 1–100. */
  async recentApprovedPosts(limit: number): Promise<RecentPost[]> {
    const rows = await this.queries.recentApprovedPosts(clamp(limit));
    const members = await this.identity.getMembers(rows.map((r) => r.authorId));
    return rows.map((row) => ({ ...row, authorName: members.get(row.authorId)?.name ?? 'Autor desconhecido' }));
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

  /** What this module holds about the member, for their data export (ADR 0106): a part of one statement (ADR 0080). */
  exportMemberData(memberId: string): ReadPart<RowLists> {
    return communityMemberDataPart(memberId);
  }
}

function clamp(limit: number): number {
  return Math.min(MAX_LIST, Math.max(1, Math.trunc(limit) || 1));
}
