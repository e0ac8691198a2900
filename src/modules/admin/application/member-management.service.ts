import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { lockFor } from '../../../shared/transactions.js';
import { Clock } from '../../../shared/time/index.js';
import { PgPool } from '../../../shared/pg-pool/index.js';
import type { Language } from '../../../shared/http/language.js';
import { MemberAdminApi, type AdminMember } from '../../identity/index.js';
import { GamificationApi, type BadgeView, type MemberRank } from '../../gamification/index.js';
import { CommunityAdminApi, type MemberPostRow } from '../../community/index.js';
import { MAX_GRANT_XP, USERS_PAGE_SIZE, banEnd, isBanDays, isIdempotencyKey } from '../domain/ban.js';
import { AdminRepository, type AuditRow, type BanHistoryRow, type GrantHistoryRow } from './ports/persistence.js';
import {
  AdminMemberNotFoundError,
  BanDurationInvalidError,
  BanReasonRequiredError,
  GrantAmountInvalidError,
  GrantAmountTooLargeError,
  GrantReasonRequiredError,
  IdempotencyKeyInvalidError,
  IdempotencyKeyReusedError,
} from './admin.errors.js';
import { AdminQueries } from '../adapters/persistence/admin.queries.js';

/** The spec's Admin user row (section 3). */
export interface AdminUserRow {
  id: string;
  mocha_user_id: string;
  name: string;
  email: string;
  profile_picture: string | null;
  level: number;
  xp_total: number;
  rank_name: string;
  created_at: string;
  last_activity_date: string | null;
  streak_days: number;
  post_count: number;
  comment_count: number;
  is_banned: boolean;
  ban_expires_at: string | null;
  ban_permanent: boolean;
  ban_reason: string | null;
  is_admin: boolean;
  deletion_scheduled_for: string | null;
}

export interface UsersPage {
  users: AdminUserRow[];
  totalUsers: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  metadata: { pageSize: number; search: string | null };
}

export interface UserDetails {
  user: AdminUserRow;
  biography: string;
  userLanguages: { language: string; proficiency: string }[];
  badges: { id: number; name: string; icon: string; badge_color: string; earned_at: string | null }[];
  recentPosts: { id: string; title: string; content: string; created_at: string; likes: number; comments_count: number }[];
  banHistory: BanHistoryRow[];
  xpGrants: GrantHistoryRow[];
  auditEntries: AuditRow[];
}

export interface BanInput {
  reason: string;
  days: number | null;
  permanent: boolean;
}

export interface GrantInput {
  amount: number;
  reason: string;
  idempotencyKey?: string;
}

export interface GrantOutcome {
  success: true;
  grantId: string;
  /** False when this idempotency key had already granted (a retried request). */
  applied: boolean;
  amount: number;
  newLevel: number;
  levelUp: boolean;
}

/** Administrators' member management: list, details, bans and XP grants (ADR 0028). */
@Injectable()
export class MemberManagementService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly members: MemberAdminApi,
    private readonly gamification: GamificationApi,
    private readonly community: CommunityAdminApi,
    private readonly queries: AdminQueries,
    private readonly repository: AdminRepository,
    private readonly db: PgPool,
  ) {}

  /** The page of members (one round trip), then their ranks and activity from two modules (one more, ADR 0080). */
  async listUsers(page = 1, limit = USERS_PAGE_SIZE, search?: string): Promise<UsersPage> {
    const term = search && search.length > 0 ? search : null;
    const [{ members, total }] = await this.db.readTogether(this.members.membersPage(term, page, limit));
    const ids = members.map((m) => m.id);
    const [ranks, counts] = await this.db.readTogether(this.gamification.memberRanks(ids), this.community.activityCounts(ids));
    const users = members.map((m) => toRow(m, ranks.get(m.id), counts.get(m.id)));
    const totalPages = Math.max(1, Math.ceil(total / limit));
    return {
      users,
      totalUsers: total,
      currentPage: page,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      metadata: { pageSize: limit, search: term },
    };
  }

  /** Everything of one member from four modules in one statement, one round trip (ADR 0080). */
  async userDetails(memberId: string, language: Language): Promise<UserDetails> {
    const badgesPart = await this.gamification.memberBadges(memberId, language);
    const [member, ranks, counts, profile, badges, posts, banHistory, xpGrants, audit] = await this.db.readTogether(
      this.members.member(memberId),
      this.gamification.memberRanks([memberId]),
      this.community.activityCounts([memberId]),
      this.members.memberProfile(memberId),
      badgesPart,
      this.community.recentPostsOf(memberId, 5),
      this.queries.banHistory(memberId),
      this.queries.grantHistory(memberId),
      this.queries.auditPage({ memberId }, 0, 50),
    );
    if (!member) throw new AdminMemberNotFoundError();
    return {
      user: toRow(member, ranks.get(memberId), counts.get(memberId)),
      biography: profile?.biography ?? '',
      userLanguages: profile?.languages ?? [],
      badges: badges.map(toBadge),
      recentPosts: posts.map(toPost),
      banHistory,
      xpGrants,
      auditEntries: audit.rows,
    };
  }

  /** Bans (or re-bans with new terms); every session of the member ends in the same transaction. */
  async banMember(adminEmail: string, memberId: string, input: BanInput): Promise<{ success: true; bannedUntil: string | null; permanent: boolean }> {
    const reason = input.reason.trim();
    if (reason.length === 0) throw new BanReasonRequiredError();
    if (!input.permanent && !isBanDays(input.days)) throw new BanDurationInvalidError();
    const now = this.clock.now();
    const until = input.permanent ? null : banEnd(now, input.days as 1);
    await this.em.fork().transactional(async (em) => {
      await this.members.applyBan(em, memberId, until ? { until, reason } : { permanent: true, reason });
      await this.repository.recordBan(em, {
        memberId,
        action: 'ban',
        adminEmail,
        reason,
        days: input.permanent ? null : input.days,
        permanent: input.permanent,
        until,
        at: now,
      });
      await this.repository.recordAudit(em, {
        adminEmail,
        module: 'admin',
        action: 'member_banned',
        targetType: 'member',
        targetId: memberId,
        memberId,
        reason,
        at: now,
      });
    });
    return { success: true, bannedUntil: until?.toISOString() ?? null, permanent: input.permanent };
  }

  async unbanMember(adminEmail: string, memberId: string): Promise<{ success: true }> {
    const now = this.clock.now();
    await this.em.fork().transactional(async (em) => {
      await this.members.liftBan(em, memberId);
      await this.repository.recordBan(em, {
        memberId,
        action: 'unban',
        adminEmail,
        reason: null,
        days: null,
        permanent: false,
        until: null,
        at: now,
      });
      await this.repository.recordAudit(em, {
        adminEmail,
        module: 'admin',
        action: 'member_unbanned',
        targetType: 'member',
        targetId: memberId,
        memberId,
        reason: null,
        at: now,
      });
    });
    return { success: true };
  }

  /**
   * Gives XP once per idempotency key: a retried request (same key) answers the
   * first grant's outcome without awarding again.
   */
  async giveXp(adminEmail: string, memberId: string, input: GrantInput): Promise<GrantOutcome> {
    if (!Number.isInteger(input.amount) || input.amount < 1) throw new GrantAmountInvalidError();
    if (input.amount > MAX_GRANT_XP) throw new GrantAmountTooLargeError({ max: MAX_GRANT_XP });
    const reason = input.reason.trim();
    if (reason.length === 0) throw new GrantReasonRequiredError();
    if (input.idempotencyKey !== undefined && !isIdempotencyKey(input.idempotencyKey)) throw new IdempotencyKeyInvalidError();
    const key = input.idempotencyKey ?? randomUUID();
    if (!(await this.members.findMember(memberId))) throw new AdminMemberNotFoundError();

    return this.em.fork().transactional(async (em) => {
      await lockFor(em, `admin.xp_grant:${key}`);
      const existing = await this.repository.findGrantByKey(em, key);
      if (existing) {
        if (existing.memberId !== memberId || existing.amount !== input.amount) throw new IdempotencyKeyReusedError();
        const rank = (await this.gamification.getMemberRanks([memberId])).get(memberId);
        return { success: true, grantId: existing.id, applied: false, amount: existing.amount, newLevel: rank?.level ?? 1, levelUp: false };
      }
      const now = this.clock.now();
      const grant = { id: randomUUID(), memberId, amount: input.amount, reason, adminEmail, createdAt: now };
      await this.repository.insertGrant(em, key, grant);
      const result = await this.gamification.grantXp(em, { memberId, amount: input.amount, reason, adminEmail, grantId: grant.id });
      await this.repository.recordAudit(em, {
        adminEmail,
        module: 'admin',
        action: 'xp_granted',
        targetType: 'member',
        targetId: memberId,
        memberId,
        reason: `${input.amount} XP: ${reason}`,
        at: now,
      });
      return { success: true, grantId: grant.id, applied: true, amount: input.amount, newLevel: result.newLevel, levelUp: result.levelUp };
    });
  }
}

/** The spec's row of a member, from identity's member, gamification's rank and the community's counts. */
function toRow(m: AdminMember, rank: MemberRank | undefined, count: { posts: number; comments: number } | undefined): AdminUserRow {
  return {
    id: m.id,
    mocha_user_id: m.id,
    name: m.name,
    email: m.email,
    profile_picture: m.picture,
    level: rank?.level ?? 1,
    xp_total: rank?.xpTotal ?? 0,
    rank_name: rank?.rankName ?? '',
    created_at: m.createdAt.toISOString(),
    // Identity's day of the member's first request, or a later day with XP (issue 23, item 10):
    // a member who earned XP today was active today, however that XP came.
    last_activity_date: [m.lastActiveDay, rank?.lastActivityDay].filter((day): day is string => !!day).sort().at(-1) ?? null,
    streak_days: rank?.streakDays ?? 0,
    post_count: count?.posts ?? 0,
    comment_count: count?.comments ?? 0,
    is_banned: m.isBanned,
    ban_expires_at: m.bannedUntil?.toISOString() ?? null,
    ban_permanent: m.bannedPermanently,
    ban_reason: m.banReason,
    is_admin: m.isAdministrator,
    deletion_scheduled_for: m.deletionScheduledFor?.toISOString() ?? null,
  };
}

function toBadge(b: BadgeView): UserDetails['badges'][number] {
  return { id: b.id, name: b.name, icon: b.icon, badge_color: b.badge_color, earned_at: b.earned_at };
}

function toPost(p: MemberPostRow): UserDetails['recentPosts'][number] {
  return { id: p.id, title: p.title, content: p.content, created_at: p.createdAt.toISOString(), likes: p.likes, comments_count: p.commentsCount };
}
