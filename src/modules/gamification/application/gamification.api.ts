import { isUuid } from '../../../shared/ids.js';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../shared/http/language.js';
import { IdentityApi } from '../../identity/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { rankForLevel } from '../domain/ranks.js';
import { MAX_ADMIN_GRANT } from '../domain/xp-rules.js';
import { InvalidXpGrantError } from './gamification.errors.js';
import { ProgressService, type MemberProgressView } from './progress.service.js';
import { XpAwardsService } from './xp-awards.service.js';
import type { BadgeView } from './gamification.views.js';
import { ProgressQueries } from '../adapters/persistence/progress.queries.js';
import { ReadModels, type KeyedReadModel } from '../../../shared/read-models/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import type { MemberProgressRow } from './ports/persistence.js';
import type { MemberSummary } from '../../identity/index.js';

/** How other modules show a member's patente (e.g. beside a post's author). */
export interface MemberRank {
  level: number;
  rankName: string;
  badgeColor: string;
  textColor: string;
  xpTotal: number;
  /** Consecutive São Paulo days with a login (0 without XP). */
  streakDays: number;
  /** The latest São Paulo day with XP earned or a login counted (YYYY-MM-DD), null without any. */
  lastActivityDay: string | null;
}

/**
 * What a post, comment, message or rating shows about its author: identity's name and picture
 * with the patente. `name` is null for a member identity does not know (any more); each screen
 * names the unknown member in its own words.
 */
export interface MemberCard {
  name: string | null;
  picture: string | null;
  email: string | null;
  level: number;
  rankName: string;
  rankColor: string;
  textColor: string;
}

export interface XpGrant {
  memberId: string;
  /** Whole XP, 1..10 000. */
  amount: number;
  /** The administrator's reason, shown in the member's history and notification. */
  reason: string;
  adminEmail: string;
  /** Unique per grant (the admin module's id): granting twice with it awards once. */
  grantId: string;
}

export interface XpGrantResult {
  /** False when this grantId was already awarded. */
  awarded: boolean;
  xpGained: number;
  newLevel: number;
  levelUp: boolean;
}

export interface DashboardProgress extends MemberProgressView {
  recentBadges: BadgeView[];
  totalBadges: number;
  rankingPosition: number | null;
}


function cardOf(member: { name: string; picture: string | null; email: string } | undefined, level: number): MemberCard {
  const rank = rankForLevel(level);
  return {
    name: member?.name ?? null,
    picture: member?.picture ?? null,
    email: member?.email ?? null,
    level: rank.level,
    rankName: rank.name,
    rankColor: rank.badgeColor,
    textColor: rank.textColor,
  };
}

/** The gamification module's public API (docs/architecture.md, How modules talk). */
@Injectable()
export class GamificationApi {
  /** Identity's name, picture and e-mail of the members lists show, until a member changes (ADR 0079). */
  private readonly cardMembers: KeyedReadModel<MemberSummary>;
  /** Levels of the members lists show, until XP is awarded or reversed (ADR 0079). */
  private readonly cardLevels: KeyedReadModel<number>;

  constructor(
    private readonly em: EntityManager,
    private readonly awards: XpAwardsService,
    private readonly progressQueries: ProgressQueries,
    private readonly progress: ProgressService,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    readModels: ReadModels,
  ) {
    this.cardMembers = readModels.registerKeyed('member-cards', ['members'], (ids) => this.identity.getMembers(ids));
    this.cardLevels = readModels.registerKeyed('member-levels', ['ranking'], async (ids) => {
      const rows = await this.progressQueries.memberProgress(ids);
      return new Map([...rows].map(([id, row]) => [id, row.level]));
    });
  }

  /** Patentes of many members in one query (members without XP are level 1). */
  async getMemberRanks(memberIds: readonly string[]): Promise<Map<string, MemberRank>> {
    return ranksOf(memberIds, await this.progressQueries.memberProgress(memberIds));
  }

  /** `getMemberRanks` as a part of one statement (ADR 0080), for reads composed with other modules'. */
  memberRanks(memberIds: readonly string[]): ReadPart<Map<string, MemberRank>> {
    return this.progressQueries.memberProgressPart(memberIds).map((rows) => ranksOf(memberIds, rows));
  }

  /**
   * Member cards for a page of posts, comments, messages or people: one batched call to
   * identity and one query of patentes per page, never one per row (docs/architecture.md, How modules talk);
   * none for the cards held in memory since the last change of a member or of XP (ADR 0079).
   */
  async memberCards(memberIds: readonly string[]): Promise<(memberId: string) => MemberCard> {
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return () => ({ ...cardOf(undefined, 1) });
    const [members, levels] = await Promise.all([this.cardMembers.getMany(ids), this.cardLevels.getMany(ids)]);
    return (id) => cardOf(members.get(id), levels.get(id) ?? 1);
  }

  /**
   * An administrator's XP grant. Pass the caller's EntityManager to award inside
   * the caller's transaction; without one it runs in its own. The member is
   * notified (admin_message) in the same transaction.
   */
  async grantXp(em: EntityManager | undefined, grant: XpGrant): Promise<XpGrantResult> {
    if (!Number.isInteger(grant.amount) || grant.amount < 1 || grant.amount > MAX_ADMIN_GRANT) {
      throw new InvalidXpGrantError({ reason: 'amount', max: MAX_ADMIN_GRANT });
    }
    const reason = grant.reason.trim();
    if (reason.length === 0 || reason.length > 500) throw new InvalidXpGrantError({ reason: 'reason' });
    if (!isUuid(grant.grantId) || !isUuid(grant.memberId)) throw new InvalidXpGrantError({ reason: 'id' });

    const run = async (tx: EntityManager): Promise<XpGrantResult> => {
      const outcome = await this.awards.award(tx, {
        memberId: grant.memberId,
        action: 'admin_grant',
        referenceType: 'grant',
        referenceId: grant.grantId.toLowerCase(),
        amount: grant.amount,
        params: { reason, adminEmail: grant.adminEmail },
      });
      if (!outcome) {
        const level = (await this.progressQueries.memberProgress([grant.memberId], tx)).get(grant.memberId)?.level ?? 1;
        return { awarded: false, xpGained: 0, newLevel: level, levelUp: false };
      }
      await this.notifications.notify(tx, grant.memberId, {
        type: 'admin_message',
        titleKey: 'gamification.xp_granted.title',
        messageKey: 'gamification.xp_granted.message',
        params: { amount: grant.amount, reason },
      });
      return {
        awarded: true,
        xpGained: outcome.amount,
        newLevel: outcome.levelReached ?? outcome.level,
        levelUp: outcome.levelReached !== null,
      };
    };
    return em ? run(em) : this.em.fork().transactional(run);
  }

  /**
   * `writing_posted` to a member who posted a text to be corrected, in the caller's transaction:
   * once per text, with XP for the first two of a São Paulo day (ADR 0134). Returns the XP that
   * reached the member's total (5, or 0).
   */
  awardWritingPosted(em: EntityManager, input: { memberId: string; writingId: string; at: Date }): Promise<number> {
    return this.awards.awardWritingPosted(em, input);
  }

  /**
   * `correction_helpful` to the corrector when the text's author marks the correction helpful,
   * in the caller's transaction: once per correction, whatever happens to the mark afterwards,
   * within the day's and the pair's caps (ADR 0134). Returns the XP that reached the corrector's
   * total (10, or 0).
   */
  awardCorrectionHelpful(em: EntityManager, input: { correctorId: string; authorId: string; correctionId: string; at: Date }): Promise<number> {
    return this.awards.awardCorrectionHelpful(em, input);
  }

  /**
   * Takes back the corrector's `correction_helpful` award when the author takes back the mark, in
   * the caller's transaction: a reversal entry, once. Returns the XP taken back (10, or 0 when the
   * award had 0, was reversed already or never happened).
   */
  reverseCorrectionHelpful(em: EntityManager, input: { correctorId: string; correctionId: string }): Promise<number> {
    return this.awards.reverseCorrectionHelpful(em, input);
  }

  /**
   * `review_correct` to a member who answered a review card right (issue 48), in the caller's
   * transaction: once per review (`reviewId`, the review log row), at most 20 a São Paulo day of
   * the answer's time; beyond it recorded with 0 and the reason. Returns the XP that reached the
   * member's total (1, or 0).
   */
  awardReviewCorrect(em: EntityManager, input: { memberId: string; reviewId: string; at: Date }): Promise<number> {
    return this.awards.awardReviewCorrect(em, input);
  }

  /** What a profile shows of a member's progress: rank, XP, ranking position and up to `badgeLimit` badges. */
  async getProfileProgress(memberId: string, language: Language, badgeLimit: number): Promise<DashboardProgress> {
    // The dashboard's one statement (ADR 0079): progress, position, latest badges and their count.
    return (await this.progress.dashboardProgress(memberId, badgeLimit))(language);
  }

  /**
   * What a profile's stats show of gamification — this week's ranking position (null
   * when gamification does not know the member) and the number of badges — as a part
   * of one statement with other modules' reads (ADR 0080).
   */
  profileStatsPart(memberId: string): ReadPart<{ position: number | null; totalBadges: number }> {
    return this.progress.positionAndBadgesPart(memberId);
  }

  /**
   * The member's badges, most recent first (administrators' member details), as a part of
   * one statement (ADR 0080): the badges' catalogue comes from memory first.
   */
  memberBadges(memberId: string, language: Language): Promise<ReadPart<BadgeView[]>> {
    return this.progress.badgesPart(memberId, language);
  }

  /**
   * What the dashboard shows of a member's progress (composed above the modules), in
   * one round trip, to be told in the reader's language: the caller reads the member
   * alongside and then picks the language from their preference.
   */
  getDashboardProgress(memberId: string): Promise<(language: Language) => DashboardProgress> {
    return this.progress.dashboardProgress(memberId, 5);
  }
}

function ranksOf(memberIds: readonly string[], rows: Map<string, MemberProgressRow>): Map<string, MemberRank> {
  return new Map(
    [...new Set(memberIds)].map((id) => {
      const row = rows.get(id);
      const rank = rankForLevel(row?.level ?? 1);
      return [
        id,
        {
          level: rank.level,
          rankName: rank.name,
          badgeColor: rank.badgeColor,
          textColor: rank.textColor,
          xpTotal: row?.xpTotal ?? 0,
          streakDays: row?.streakDays ?? 0,
          lastActivityDay: latestDay(row?.todayDay ?? null, row?.lastLoginDay ?? null),
        },
      ];
    }),
  );
}

/** The later of two São Paulo days written YYYY-MM-DD (they sort as text), or the one there is. */
function latestDay(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}
