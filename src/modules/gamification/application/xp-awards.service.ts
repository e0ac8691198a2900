import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../shared/engagement/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay, saoPauloWeekStart } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { BADGES, badgeByCode, badgesEarned, countersNeeded, countsTowardBadgesWithoutXp, type BadgeCode } from '../domain/badges.js';
import { levelForXp, rankForLevel } from '../domain/ranks.js';
import { streakAfterLogin, weekStartOf } from '../domain/streak.js';
import {
  DAILY_XP_CAPS,
  REFERENCE_TYPE,
  XP_AMOUNTS,
  PAIR_WEEKLY_XP_CAPS,
  dailyCapOf,
  pairCapOf,
  isReversibleAction,
  reversalOf,
  type LedgerAction,
  type ReversibleAction,
} from '../domain/xp-rules.js';
import { HistogramDeltas, XpLedgerRepository, type MemberTotals } from './ports/persistence.js';

export interface AwardInput {
  memberId: string;
  action: LedgerAction;
  referenceType: string;
  referenceId: string;
  amount: number;
  /** Defaults to the action; see describeReason in domain/xp-rules.ts. */
  reasonKey?: string;
  params?: Record<string, unknown>;
  /**
   * The other member of an award under a weekly pair cap (PAIR_WEEKLY_XP_CAPS): the author whose
   * helpful mark earned a corrector XP.
   */
  pairWith?: string;
  /** `post:<id>` / `comment:<id>`: whose deletion reverses this award. */
  dependsOn?: string | null;
  /** The São Paulo day the entry counts for (default: the day of `at`). Its week follows. */
  day?: string;
  /**
   * When the fact happened: the event's `occurredAt`, stamped by the server's clock when
   * the fact was published, never by a client. The entry, its badges and levels are dated
   * by it, so a fact delivered late (or the demo history, published in the past) counts
   * for its own day. Never later than now; defaults to now.
   */
  at?: Date;
}

export interface AwardOutcome {
  entryId: string;
  amount: number;
  level: number;
  /** The highest level this award made the member reach for the first time. */
  levelReached: number | null;
  badges: BadgeCode[];
}

/** Min of the daily goal options: below it no goal can be reached, so nothing is read. */
const SMALLEST_DAILY_GOAL = Math.min(...IdentityApi.dailyGoals);

/**
 * Awards and reverses XP (ADR 0011). Always called with the caller's
 * EntityManager inside its transaction: an event handler's, or an admin
 * use case's. The ledger's unique key decides whether anything happens at all;
 * only then are totals, weekly score, level, streak and badges updated, with
 * their notifications and events, in that same transaction.
 */
@Injectable()
export class XpAwardsService {
  constructor(
    private readonly ledger: XpLedgerRepository,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  async award(em: EntityManager, input: AwardInput): Promise<AwardOutcome | null> {
    const [outcome] = await this.awardAll(em, [input]);
    return outcome;
  }

  /**
   * Several awards in the caller's transaction, in the given order (callers order
   * them by member, so concurrent multi-member transactions lock members in one
   * order). The ranking's histograms are written once, after the last award
   * (ADR 0030): no histogram row is held while another member's row is awaited.
   */
  async awardAll(em: EntityManager, inputs: AwardInput[]): Promise<(AwardOutcome | null)[]> {
    const histograms = new HistogramDeltas();
    const outcomes: (AwardOutcome | null)[] = [];
    for (const input of inputs) outcomes.push(await this.awardOne(em, input, histograms));
    await this.ledger.applyHistogramDeltas(em, histograms);
    return outcomes;
  }

  private async awardOne(em: EntityManager, input: AwardInput, histograms: HistogramDeltas): Promise<AwardOutcome | null> {
    if (!(await this.mayEarn(em, input))) return null;
    const now = this.clock.now();
    const at = input.at && input.at.getTime() < now.getTime() ? input.at : now;
    const day = input.day ?? saoPauloDay(at);
    const weekStart = weekStartOf(day);
    let amount = input.amount;
    let reasonKey = input.reasonKey ?? input.action;

    // A pair's weekly cap first, then the member's daily cap: always in this order, so concurrent
    // awards lock counter rows in one order; a slot stays taken only when the award gets its XP.
    const pairCap = amount > 0 ? pairCapOf(input.action) : undefined;
    const pair = pairCap && input.pairWith ? { memberId: input.memberId, otherId: input.pairWith, weekStart } : undefined;
    let pairSlotTaken = false;
    if (pairCap && pair) {
      pairSlotTaken = await this.ledger.takePairCapSlot(em, pairCap, pair, at);
      if (!pairSlotTaken) {
        amount = 0;
        reasonKey = `${input.action}:${PAIR_WEEKLY_XP_CAPS[pairCap].reasonSuffix}`;
      }
    }

    const cap = amount > 0 ? dailyCapOf(input.action) : undefined;
    let slotTaken = false;
    if (cap) {
      slotTaken = await this.ledger.takeCapSlot(em, cap, input.memberId, day, at);
      if (!slotTaken) {
        // Still recorded (with 0): the reference's one award is used up, and the entry says why.
        amount = 0;
        reasonKey = `${input.action}:${DAILY_XP_CAPS[cap].reasonSuffix}`;
        if (pairCap && pair && pairSlotTaken) {
          await this.ledger.releasePairCapSlot(em, pairCap, pair);
          pairSlotTaken = false;
        }
      }
    }

    const entryId = await this.ledger.appendEntry(em, {
      memberId: input.memberId,
      actionType: input.action,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      amount,
      reasonKey,
      params: input.params ?? {},
      dependsOn: input.dependsOn ?? null,
      day,
      weekStart,
      createdAt: at,
    });
    if (entryId === null) {
      if (cap && slotTaken) await this.ledger.releaseCapSlot(em, cap, input.memberId, day);
      if (pairCap && pair && pairSlotTaken) await this.ledger.releasePairCapSlot(em, pairCap, pair);
      return null;
    }

    const totals = await this.ledger.addToTotals(em, { memberId: input.memberId, amount, day, weekStart, now }, histograms);
    // The member's open tabs show the toast from this (ADR 0060), whichever request caused it.
    if (amount !== 0) {
      await this.notifications.pushLive(em, input.memberId, { type: 'xp', data: { amount, source: input.action, total: totals.xpTotal } });
    }
    let streakDays = totals.streakDays;
    if (input.action === 'daily_login') {
      const next = streakAfterLogin({ streakDays: totals.streakDays, lastLoginDay: totals.lastLoginDay }, day);
      if (next.lastLoginDay !== totals.lastLoginDay || next.streakDays !== totals.streakDays) {
        await this.ledger.setStreak(em, input.memberId, next.streakDays, next.lastLoginDay!);
      }
      streakDays = next.streakDays;
    }
    await this.ledger.addToWeeklyScore(em, {
      memberId: input.memberId,
      weekStart,
      currentWeekStart: saoPauloWeekStart(now),
      amount,
      xpTotal: totals.xpTotal,
      registeredAt: totals.registeredAt,
      now,
    }, histograms);

    const level = levelForXp(totals.xpTotal);
    let levelReached: number | null = null;
    if (level !== totals.level) {
      await this.ledger.setLevel(em, input.memberId, level);
      if (level > totals.level) {
        const reached = await this.ledger.recordLevelsReached(em, {
          memberId: input.memberId,
          fromLevel: totals.level,
          toLevel: level,
          ledgerEntryId: entryId,
          now: at,
        });
        if (reached.length > 0) {
          levelReached = reached[reached.length - 1];
          await this.announceLevel(em, input.memberId, levelReached, totals.level);
        }
      }
    }

    // A capped helpful mark still counts toward its badges (the badge counts help, the cap limits XP).
    const badges =
      amount > 0 || (amount === 0 && countsTowardBadgesWithoutXp(input.action)) ? await this.grantBadges(em, input.memberId, input.action, amount, { ...totals, level, streakDays }, entryId, day, at) : [];
    return { entryId, amount, level, levelReached, badges };
  }

  /**
   * Whether the award reaches anyone. What erased members left behind is kept under
   * `REMOVED_MEMBER_ID`, which is no member: it earns nothing, is never ranked (ADR 0109). A member
   * under a ban earns nothing from the facts that reach gamification while it holds: the ban is read
   * `FOR SHARE` in this award's transaction, so a ban committed before the award is seen, and one
   * written meanwhile waits until the award commits (ADR 0011). Reversals still reach them, and an
   * administrator's grant is the administrator's decision.
   */
  private async mayEarn(em: EntityManager, input: AwardInput): Promise<boolean> {
    if (input.memberId === REMOVED_MEMBER_ID) return false;
    if (input.amount <= 0 || input.action === 'admin_grant') return true;
    return !(await this.identity.isBannedNow(em, input.memberId));
  }

  /**
   * Reverses every award that depends on a post or comment which was deleted or
   * rejected: one reversal entry each, counted for the day and week of the
   * award it cancels. Idempotent through the reversal's own unique key.
   */
  async reverseDependents(
    em: EntityManager,
    dependsOn: string,
    cause: 'post_deleted' | 'post_rejected' | 'comment_deleted',
  ): Promise<number> {
    // Ordered by member, so concurrent multi-member transactions lock rows in one order.
    const reversals: AwardInput[] = [];
    for (const entry of await this.ledger.findDependents(em, dependsOn)) {
      if (!isReversibleAction(entry.actionType)) continue;
      const reversal = reversalOf(entry.actionType);
      reversals.push({
        memberId: entry.memberId,
        action: reversal,
        referenceType: entry.referenceType,
        referenceId: entry.referenceId,
        amount: -entry.amount,
        reasonKey: `${reversal}:${cause}`,
        params: { reverses: entry.id },
        day: entry.day,
      });
    }
    if (reversals.length === 0) return 0;
    return (await this.awardAll(em, reversals)).filter((outcome) => outcome !== null).length;
  }

  /**
   * Reverses one member's award of a reversible action (the author took back a helpful mark):
   * one reversal entry, counted for the day and week of the award it cancels, with the award's
   * amount taken back — 0 for an award a cap or a ban left at 0, and still recorded so that the
   * net counts behind badges see the award undone. Nothing when there is no award or it was
   * reversed already (the reversal's own unique key). Returns the XP taken back.
   */
  async reverseAward(
    em: EntityManager,
    input: { memberId: string; action: ReversibleAction; referenceType: string; referenceId: string; cause: string },
  ): Promise<number> {
    const entry = await this.ledger.findEntry(em, {
      memberId: input.memberId,
      actionType: input.action,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
    });
    if (!entry) return 0;
    const reversal = reversalOf(input.action);
    const outcome = await this.award(em, {
      memberId: entry.memberId,
      action: reversal,
      referenceType: entry.referenceType,
      referenceId: entry.referenceId,
      amount: entry.amount === 0 ? 0 : -entry.amount,
      reasonKey: `${reversal}:${input.cause}`,
      params: { reverses: entry.id },
      day: entry.day,
    });
    return outcome && outcome.amount !== 0 ? -outcome.amount : 0;
  }

  /** `writing_posted` for a text (GamificationApi.awardWritingPosted, and its event for the demo's history). */
  async awardWritingPosted(em: EntityManager, input: { memberId: string; writingId: string; at: Date }): Promise<number> {
    const outcome = await this.award(em, {
      memberId: input.memberId,
      action: 'writing_posted',
      referenceType: REFERENCE_TYPE.writing_posted,
      referenceId: input.writingId,
      amount: XP_AMOUNTS.writing_posted,
      at: input.at,
    });
    return outcome?.amount ?? 0;
  }

  /** `correction_helpful` for a helpful mark (GamificationApi.awardCorrectionHelpful, and its event). */
  async awardCorrectionHelpful(
    em: EntityManager,
    input: { correctorId: string; authorId: string; correctionId: string; at: Date },
  ): Promise<number> {
    // One's own correction helps nobody (the corrections module refuses it before this).
    if (input.correctorId === input.authorId) return 0;
    const outcome = await this.award(em, {
      memberId: input.correctorId,
      action: 'correction_helpful',
      referenceType: REFERENCE_TYPE.correction_helpful,
      referenceId: input.correctionId,
      amount: XP_AMOUNTS.correction_helpful,
      pairWith: input.authorId,
      at: input.at,
    });
    return outcome?.amount ?? 0;
  }

  /** The reversal of a helpful mark taken back (GamificationApi.reverseCorrectionHelpful, and its event). */
  reverseCorrectionHelpful(em: EntityManager, input: { correctorId: string; correctionId: string }): Promise<number> {
    return this.reverseAward(em, {
      memberId: input.correctorId,
      action: 'correction_helpful',
      referenceType: REFERENCE_TYPE.correction_helpful,
      referenceId: input.correctionId,
      cause: 'helpful_unmarked',
    });
  }

  /** `review_correct` for a right answer in the review deck (GamificationApi.awardReviewCorrect). */
  async awardReviewCorrect(em: EntityManager, input: { memberId: string; reviewId: string; at: Date }): Promise<number> {
    const outcome = await this.award(em, {
      memberId: input.memberId,
      action: 'review_correct',
      referenceType: REFERENCE_TYPE.review_correct,
      referenceId: input.reviewId,
      amount: XP_AMOUNTS.review_correct,
      at: input.at,
    });
    return outcome?.amount ?? 0;
  }

  /** Creates the member's totals at registration (ranked from then on, with 0 XP). */
  async registerMember(em: EntityManager, memberId: string, registeredAt: Date): Promise<void> {
    await this.ledger.registerMember(em, memberId, registeredAt, this.clock.now());
  }

  private async announceLevel(em: EntityManager, memberId: string, level: number, previousLevel: number): Promise<void> {
    const rank = rankForLevel(level);
    await this.notifications.notify(em, memberId, {
      type: 'level_up',
      titleKey: 'gamification.level_up.title',
      messageKey: 'gamification.level_up.message',
      params: { level, rankName: rank.name },
    });
    this.events.publish(em, 'gamification.level_reached', { memberId, level, previousLevel, rankName: rank.name });
    await this.notifications.pushLive(em, memberId, {
      type: 'rank',
      data: { level, name: rank.name, badge_color: rank.badgeColor, text_color: rank.textColor },
    });
  }

  private async grantBadges(
    em: EntityManager,
    memberId: string,
    action: LedgerAction,
    amount: number,
    totals: MemberTotals & { streakDays: number },
    entryId: string,
    day: string,
    at: Date,
  ): Promise<BadgeCode[]> {
    const held = await this.ledger.heldBadgeIds(em, memberId);
    const missing = new Set(BADGES.filter((b) => !held.has(b.id)).map((b) => b.code));
    if (missing.size === 0) return [];

    // The XP of the award's own day: a late fact counts towards the goal of the day it happened.
    const xpToday = totals.todayDay === day ? totals.xpToday : 0;
    const needs = countersNeeded(action);
    // One connection per transaction: these reads run one after the other.
    const dailyGoal =
      missing.has('daily_goal') && xpToday >= SMALLEST_DAILY_GOAL
        ? (await this.identity.getDailyGoals([memberId], em)).get(memberId)
        : undefined;
    const commentsWritten =
      needs.comments && missing.has('commenter')
        ? await this.ledger.countNet(em, memberId, ['comment_post', 'comment_course'])
        : undefined;
    const likesReceived =
      needs.likesReceived && missing.has('popular') ? await this.ledger.countNet(em, memberId, ['like_received']) : undefined;
    const helpfulCorrections =
      needs.helpfulCorrections && (missing.has('corrector') || missing.has('correction_master'))
        ? await this.ledger.countNet(em, memberId, ['correction_helpful'])
        : undefined;
    const earned = badgesEarned({
      action,
      amount,
      level: totals.level,
      streakDays: totals.streakDays,
      xpToday,
      dailyGoal,
      commentsWritten,
      likesReceived,
      helpfulCorrections,
    }).filter((code) => missing.has(code));

    const granted: BadgeCode[] = [];
    for (const code of earned) {
      const badge = badgeByCode(code);
      if (!(await this.ledger.grantBadge(em, { memberId, badgeId: badge.id, ledgerEntryId: entryId, now: at }))) continue;
      granted.push(code);
      await this.notifications.notify(em, memberId, {
        type: 'other',
        titleKey: 'gamification.badge_granted.title',
        messageKey: 'gamification.badge_granted.message',
        params: { badge: badge.name },
      });
      this.events.publish(em, 'gamification.badge_granted', { memberId, badgeId: badge.id, badgeCode: code });
      await this.notifications.pushLive(em, memberId, {
        type: 'badge',
        data: { id: badge.id, code, name: badge.name, description: badge.description, icon: badge.icon, badge_color: badge.badgeColor },
      });
    }
    return granted;
  }
}
