import { isUuid } from '../../../shared/ids.js';
import { Injectable } from '@nestjs/common';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import type { Language } from '../../../shared/http/language.js';
import { Clock, saoPauloDay, saoPauloWeekStart } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { levelProgress, rankStatus } from '../domain/ranks.js';
import { displayedStreak } from '../domain/streak.js';
import { CLIENT_ACTIONS, REFERENCE_TYPE, XP_ADD_RATE_LIMIT, describeReason, xpSources, type XpSource } from '../domain/xp-rules.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { type BadgeRow, type MemberProgressRow, type RankRow } from './ports/persistence.js';
import { InvalidXpReferenceError, UnknownXpActionError, XpAddRateLimitedError } from './gamification.errors.js';
import { badgeView, rankView, type BadgeView, type RankView } from './gamification.views.js';
import { ProgressQueries } from '../adapters/persistence/progress.queries.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** [created_at, id] of the last entry of the previous page. */
const HISTORY_CURSOR = cursorSchema(cursorPart.timestamp(), cursorPart.uuid());

export interface HistoryEntryView {
  id: string;
  action_type: string;
  amount: number;
  reason: { pt: string; en: string };
  reference_type: string;
  reference_id: string;
  day: string;
  created_at: string;
}

export interface AwardAnswer {
  success: true;
  xpGained: number;
  levelUp: boolean;
  newLevel: number;
  badges: { name: string; icon: string }[];
}

/** What a member's progress looks like right now (São Paulo today and this week). */
export interface MemberProgressView {
  level: number;
  xpTotal: number;
  xpToday: number;
  xpWeek: number;
  streakDays: number;
  levelProgress: number;
  currentRank: RankView;
  nextRank: RankView | null;
}

/** A member's progress with their latest badges and this week's ranking position. */
export interface DashboardProgressView extends MemberProgressView {
  recentBadges: BadgeView[];
  totalBadges: number;
  rankingPosition: number | null;
}

/** The member's own progress: ranks, badges, history and the award answers for toasts. */
@Injectable()
export class ProgressService {
  private catalogue?: Promise<{ ranks: RankRow[]; badges: BadgeRow[] }>;

  constructor(
    private readonly progress: ProgressQueries,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** The reader's language: the one asked for, else the member's preferred one, else pt. */
  async languageOf(memberId: string | undefined, asked: Language | undefined): Promise<Language> {
    if (asked) return asked;
    if (!memberId) return 'pt';
    const member = await this.identity.getMember(memberId);
    return member?.preferredLanguage === 'en' ? 'en' : 'pt';
  }

  /** Ranks and badges never change while the process runs (the seeder mirrors the domain at start). */
  catalogueRows(): Promise<{ ranks: RankRow[]; badges: BadgeRow[] }> {
    if (!this.catalogue) {
      const loading = Promise.all([this.progress.ranks(), this.progress.badges()]).then(([ranks, badges]) => ({
        ranks,
        badges,
      }));
      loading.catch(() => {
        if (this.catalogue === loading) this.catalogue = undefined;
      });
      this.catalogue = loading;
    }
    return this.catalogue;
  }

  async listRanks(language: Language, memberId?: string): Promise<RankView[]> {
    const { ranks } = await this.catalogueRows();
    const level = memberId ? ((await this.progress.memberProgress([memberId])).get(memberId)?.level ?? 1) : undefined;
    return ranks.map((rank) => ({
      ...rankView(rank, language),
      ...(level !== undefined ? { status: rankStatus(level, rank.level) } : {}),
    }));
  }

  xpSources(): XpSource[] {
    return xpSources();
  }

  async listBadges(memberId: string, language: Language): Promise<{ userBadges: BadgeView[]; allBadges: BadgeView[] }> {
    const [{ badges }, grants] = await Promise.all([this.catalogueRows(), this.progress.badgeGrants(memberId)]);
    const byId = new Map(badges.map((b) => [b.id, b]));
    const earned = new Map(grants.map((g) => [g.badgeId, g.earnedAt]));
    return {
      userBadges: grants
        .filter((g) => byId.has(g.badgeId))
        .map((g) => badgeView(byId.get(g.badgeId)!, language, g.earnedAt)),
      allBadges: badges.map((b) => badgeView(b, language, earned.get(b.id) ?? null)),
    };
  }

  /** The member's badges, most recent first, as a part of one statement (ADR 0080); the catalogue is in memory. */
  async badgesPart(memberId: string, language: Language): Promise<ReadPart<BadgeView[]>> {
    const { badges } = await this.catalogueRows();
    const byId = new Map(badges.map((b) => [b.id, b]));
    return this.progress
      .badgeGrantsPart(memberId)
      .map((grants) => grants.filter((g) => byId.has(g.badgeId)).map((g) => badgeView(byId.get(g.badgeId)!, language, g.earnedAt)));
  }

  async recentBadges(memberId: string, language: Language, limit: number): Promise<{ recent: BadgeView[]; total: number }> {
    const [{ badges }, grants, total] = await Promise.all([
      this.catalogueRows(),
      this.progress.badgeGrants(memberId, limit),
      this.progress.countBadges(memberId),
    ]);
    const byId = new Map(badges.map((b) => [b.id, b]));
    return {
      recent: grants.filter((g) => byId.has(g.badgeId)).map((g) => badgeView(byId.get(g.badgeId)!, language, g.earnedAt)),
      total,
    };
  }

  async history(
    memberId: string,
    page: { cursor?: string; limit?: number },
  ): Promise<{ entries: HistoryEntryView[]; nextCursor: string | null }> {
    const limit = page.limit ?? 20;
    const after = readCursor(page.cursor, HISTORY_CURSOR);
    const rows = await this.progress.history(
      memberId,
      after ? { createdAt: after[0], id: after[1] } : undefined,
      limit + 1,
    );
    const entries = rows.slice(0, limit);
    const last = entries[entries.length - 1];
    return {
      entries: entries.map((row) => ({
        id: row.id,
        action_type: row.actionType,
        amount: row.amount,
        reason: describeReason(row.reasonKey, row.params),
        reference_type: row.referenceType,
        reference_id: row.referenceId,
        day: row.day,
        created_at: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
    };
  }

  /**
   * The answer to `POST /api/xp/add`: what the server already awarded the
   * member for this action and reference. It never creates XP.
   */
  async awardAnswer(
    memberId: string,
    request: { actionType: string; referenceType: string; referenceId: string },
    language: Language,
  ): Promise<AwardAnswer> {
    const rate = await this.rateLimiter.consume(`xp-add:${memberId}`, XP_ADD_RATE_LIMIT.limit, XP_ADD_RATE_LIMIT.windowSeconds);
    if (!rate.allowed) throw new XpAddRateLimitedError(rate.retryAfterSeconds);
    const action = Object.hasOwn(CLIENT_ACTIONS, request.actionType) ? CLIENT_ACTIONS[request.actionType] : undefined;
    if (!action) throw new UnknownXpActionError();
    const expectedType = REFERENCE_TYPE[action];
    if (request.referenceType !== expectedType) {
      throw new InvalidXpReferenceError({ reason: 'type', expectedType, actionType: request.actionType });
    }
    const validId = expectedType === 'day' ? DAY.test(request.referenceId) : isUuid(request.referenceId);
    if (!validId) throw new InvalidXpReferenceError({ reason: 'id' });

    const referenceId = expectedType === 'day' ? request.referenceId : request.referenceId.toLowerCase();
    const [award, progress] = await Promise.all([
      this.progress.awardFor(memberId, action, expectedType, referenceId),
      this.progress.memberProgress([memberId]),
    ]);
    const currentLevel = progress.get(memberId)?.level ?? 1;
    if (!award) return { success: true, xpGained: 0, levelUp: false, newLevel: currentLevel, badges: [] };
    const { badges } = await this.catalogueRows();
    const byId = new Map(badges.map((b) => [b.id, b]));
    return {
      success: true,
      xpGained: award.amount,
      levelUp: award.levelReached !== null,
      newLevel: award.levelReached ?? currentLevel,
      badges: award.badgeIds
        .filter((id) => byId.has(id))
        .map((id) => {
          const view = badgeView(byId.get(id)!, language, null);
          return { name: view.name, icon: view.icon };
        }),
    };
  }

  /** The member's progress as of now; a member gamification has not seen yet is at level 1 with 0 XP. */
  async memberProgress(memberId: string, language: Language): Promise<MemberProgressView> {
    const row = (await this.progress.memberProgress([memberId])).get(memberId);
    return this.toProgressView(row, language);
  }

  async toProgressView(row: MemberProgressRow | undefined, language: Language): Promise<MemberProgressView> {
    const { ranks } = await this.catalogueRows();
    return this.progressView(row, ranks, language);
  }

  private progressView(row: MemberProgressRow | undefined, ranks: RankRow[], language: Language): MemberProgressView {
    const now = this.clock.now();
    const today = saoPauloDay(now);
    const week = saoPauloWeekStart(now);
    const xpTotal = row?.xpTotal ?? 0;
    const level = row?.level ?? 1;
    const current = ranks.find((r) => r.level === level) ?? ranks[0];
    const next = ranks.find((r) => r.level === level + 1) ?? null;
    return {
      level,
      xpTotal,
      xpToday: row && row.todayDay === today ? row.xpToday : 0,
      xpWeek: row && row.weekStart === week ? row.xpWeek : 0,
      streakDays: row ? displayedStreak({ streakDays: row.streakDays, lastLoginDay: row.lastLoginDay }, today) : 0,
      levelProgress: levelProgress(xpTotal),
      currentRank: rankView(current, language),
      nextRank: next ? rankView(next, language) : null,
    };
  }

  /**
   * The member's progress, position and latest badges from one query (the dashboard, a
   * profile), told in a reader's language once it is known: the figures need none, so a
   * caller may read them alongside what decides the language, and nothing waits on a
   * promise that could fail unobserved.
   */
  async dashboardProgress(memberId: string, badgeLimit: number): Promise<(language: Language) => DashboardProgressView> {
    const [figures, { ranks, badges }] = await Promise.all([
      this.progress.dashboardFigures(memberId, saoPauloWeekStart(this.clock.now()), badgeLimit),
      this.catalogueRows(),
    ]);
    const byId = new Map(badges.map((b) => [b.id, b]));
    return (language) => ({
      ...this.progressView(figures.progress, ranks, language),
      recentBadges: figures.badges.filter((g) => byId.has(g.badgeId)).map((g) => badgeView(byId.get(g.badgeId)!, language, g.earnedAt)),
      totalBadges: figures.totalBadges,
      rankingPosition: figures.position,
    });
  }

  /** The member's ranking position this week and number of badges, as a part of a composed read (ADR 0080). */
  positionAndBadgesPart(memberId: string): ReadPart<{ position: number | null; totalBadges: number }> {
    return this.progress.positionAndBadgesPart(memberId, saoPauloWeekStart(this.clock.now()));
  }
}
