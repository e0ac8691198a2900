import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IdentityApi } from '../../identity/index.js';
import { CommunityQueries, toDate } from '../adapters/persistence/community.queries.js';
import type { ModerationActionType } from '../adapters/persistence/community.entities.js';

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

const MAX_LIST = 100;

/**
 * The community module's public API, for read models composed above it
 * (dashboard, admin home, reports): STYLE.md section 3.
 */
@Injectable()
export class CommunityApi {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: CommunityQueries,
    private readonly identity: IdentityApi,
  ) {}

  /** The newest published posts (pinned or not), newest first; limit 1–100. */
  async recentApprovedPosts(limit: number): Promise<RecentPost[]> {
    const rows = await this.em.fork().execute<
      { id: string; title: string; author_id: string; created_at: string; likes_count: number; comments_count: number }[]
    >(
      `select id, title, author_id, created_at, likes_count, comments_count from post
       where status = 'approved' order by created_at desc, id desc limit ?`,
      [clamp(limit)],
    );
    const members = await this.identity.getMembers(rows.map((r) => r.author_id));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      authorId: row.author_id,
      authorName: members.get(row.author_id)?.name ?? 'Autor desconhecido',
      createdAt: toDate(row.created_at),
      likesCount: row.likes_count,
      commentsCount: row.comments_count,
    }));
  }

  /** For profile stats: the member's published posts and the likes they received (one query). */
  authorStats(authorId: string): Promise<{ totalPosts: number; totalLikes: number }> {
    return this.queries.authorStats(authorId);
  }

  /** How many posts exist: published, waiting in the review queue, and both. */
  countPosts(): Promise<{ total: number; approved: number; pending: number }> {
    return this.queries.countPosts();
  }

  /** The latest moderation actions, newest first; limit 1–100 (for the admin reports). */
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
    >('select * from moderation_action order by created_at desc, id desc limit ?', [clamp(limit)]);
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

function clamp(limit: number): number {
  return Math.min(MAX_LIST, Math.max(1, Math.trunc(limit) || 1));
}
