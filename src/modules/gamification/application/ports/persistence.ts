import type { EntityManager } from '@mikro-orm/postgresql';
import type { DailyXpCap, PairXpCap } from '../../domain/xp-rules.js';

/**
 * What gamification's use cases need from PostgreSQL (ADR 0013): abstract classes
 * (the DI tokens) that adapters/persistence implements with SQL. Writes take the
 * caller's transaction (`em`); reads use their own fork unless given one.
 */

export interface NewLedgerEntry {
  memberId: string;
  actionType: string;
  referenceType: string;
  referenceId: string;
  amount: number;
  reasonKey: string;
  params: Record<string, unknown>;
  dependsOn: string | null;
  day: string;
  weekStart: string;
  createdAt: Date;
}

/** A member's totals right after an award was added to them (row locked until commit). */
export interface MemberTotals {
  xpTotal: number;
  level: number;
  xpToday: number;
  todayDay: string | null;
  xpWeek: number;
  weekStart: string | null;
  streakDays: number;
  lastLoginDay: string | null;
  registeredAt: Date;
}

export interface LedgerEntryRow {
  id: string;
  memberId: string;
  actionType: string;
  referenceType: string;
  referenceId: string;
  amount: number;
  day: string;
  weekStart: string;
}

/**
 * The changes an award makes to the ranking's histograms (ADR 0030), collected
 * over a whole transaction and written once at its end by `applyHistogramDeltas`:
 * one upsert per histogram, rows in key order, after every member row is locked.
 * Two transactions therefore always take histogram rows in the same order and
 * never hold one while waiting for a member.
 */
export class HistogramDeltas {
  /** `week|score` → change in members. */
  readonly weeklyScores = new Map<string, number>();
  /** `week|score|total` → change in members. */
  readonly weeklyScoreTotals = new Map<string, number>();
  /** `week|total` → change in the week's scorers with that total. */
  readonly weeklyTotals = new Map<string, number>();
  /** total → change in members. */
  readonly totals = new Map<number, number>();

  /** A member's weekly score (and the total copied next to it) went from `before` to `after`. */
  weeklyScoreChanged(
    weekStart: string,
    before: { xp: number; xpTotal: number } | null,
    after: { xp: number; xpTotal: number } | null,
  ): void {
    if (before && before.xp > 0) {
      add(this.weeklyScores, `${weekStart}|${before.xp}`, -1);
      add(this.weeklyScoreTotals, `${weekStart}|${before.xp}|${before.xpTotal}`, -1);
      add(this.weeklyTotals, `${weekStart}|${before.xpTotal}`, -1);
    }
    if (after && after.xp > 0) {
      add(this.weeklyScores, `${weekStart}|${after.xp}`, 1);
      add(this.weeklyScoreTotals, `${weekStart}|${after.xp}|${after.xpTotal}`, 1);
      add(this.weeklyTotals, `${weekStart}|${after.xpTotal}`, 1);
    }
  }

  /** A member's total went from `before` (null: the member was not ranked yet) to `after`. */
  totalChanged(before: number | null, after: number): void {
    if (before !== null) add(this.totals, before, -1);
    add(this.totals, after, 1);
  }

  /** A member with this total left the ranking (their account was erased, ADR 0108). */
  totalRemoved(before: number): void {
    add(this.totals, before, -1);
  }
}

function add<K>(map: Map<K, number>, key: K, delta: number): void {
  const next = (map.get(key) ?? 0) + delta;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}

/** A member's totals as the progress reads show them. */
export interface MemberProgressRow extends Omit<MemberTotals, 'registeredAt'> {
  memberId: string;
}

export interface BadgeGrantRow {
  badgeId: number;
  earnedAt: Date;
}

export interface HistoryRow {
  id: string;
  actionType: string;
  amount: number;
  reasonKey: string;
  params: Record<string, unknown>;
  referenceType: string;
  referenceId: string;
  day: string;
  createdAt: Date;
}

export interface RankRow {
  id: number;
  level: number;
  name: string;
  description: string;
  descriptionEn: string;
  xpRequired: number;
  badgeColor: string;
  textColor: string;
}

export interface BadgeRow {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  icon: string;
  badgeColor: string;
}

/** One member's place in a week's ranking, with what their row shows. */
export interface RankingRow {
  memberId: string;
  weeklyXp: number;
  xpTotal: number;
  level: number;
  streakDays: number;
  lastLoginDay: string | null;
  registeredAt: Date;
}


/** The ledger's writes and the finders an award needs, inside the caller's transaction (ADR 0011). */
/** An award's effect on its week's score (and, for the running week, on the copy of the total). */
export interface WeeklyScoreChange {
  memberId: string;
  weekStart: string;
  currentWeekStart: string;
  amount: number;
  xpTotal: number;
  registeredAt: Date;
  now: Date;
}

export abstract class XpLedgerRepository {
  /** Appends an entry unless one with the same (member, action, reference) exists; its id, or null. */
  abstract appendEntry(em: EntityManager, entry: NewLedgerEntry): Promise<string | null>;
  /** Adds an amount to the member's totals (creating them), reporting the total's change. */
  abstract addToTotals(
    em: EntityManager,
    input: { memberId: string; amount: number; day: string; weekStart: string; now: Date },
    histograms: HistogramDeltas,
  ): Promise<MemberTotals>;
  abstract setLevel(em: EntityManager, memberId: string, level: number): Promise<void>;
  abstract setStreak(em: EntityManager, memberId: string, streakDays: number, lastLoginDay: string): Promise<void>;
  /** Records the levels after `fromLevel` up to `toLevel` never reached before; returns them. */
  abstract recordLevelsReached(
    em: EntityManager,
    input: { memberId: string; fromLevel: number; toLevel: number; ledgerEntryId: string; now: Date },
  ): Promise<number[]>;
  /** Adds the amount to the entry's week and keeps the running week's copy of the total current. */
  abstract addToWeeklyScore(em: EntityManager, input: WeeklyScoreChange, histograms: HistogramDeltas): Promise<void>;
  /** Writes a transaction's histogram changes, in a fixed order (ADR 0030). */
  abstract applyHistogramDeltas(em: EntityManager, histograms: HistogramDeltas): Promise<void>;
  /** Takes one of the member's slots of a daily cap; false when the cap is reached. */
  abstract takeCapSlot(em: EntityManager, cap: DailyXpCap, memberId: string, day: string, now: Date): Promise<boolean>;
  abstract releaseCapSlot(em: EntityManager, cap: DailyXpCap, memberId: string, day: string): Promise<void>;
  /** Takes one of a pair's slots of a weekly pair cap for the member who earns; false when it is reached. */
  abstract takePairCapSlot(
    em: EntityManager,
    cap: PairXpCap,
    pair: { memberId: string; otherId: string; weekStart: string },
    now: Date,
  ): Promise<boolean>;
  abstract releasePairCapSlot(em: EntityManager, cap: PairXpCap, pair: { memberId: string; otherId: string; weekStart: string }): Promise<void>;
  /** Creates the member's totals at registration, or moves their registration time earlier. */
  abstract registerMember(em: EntityManager, memberId: string, registeredAt: Date, now: Date): Promise<void>;
  /** The member's entry of this action and reference (its unique key), if any. */
  abstract findEntry(
    em: EntityManager,
    key: { memberId: string; actionType: string; referenceType: string; referenceId: string },
  ): Promise<LedgerEntryRow | null>;
  /** Entries that depend on a post or comment, in member order. */
  abstract findDependents(em: EntityManager, dependsOn: string): Promise<LedgerEntryRow[]>;
  abstract heldBadgeIds(em: EntityManager, memberId: string): Promise<Set<number>>;
  /** Net number of entries of the given actions (awards minus their reversals). */
  abstract countNet(em: EntityManager, memberId: string, actions: string[]): Promise<number>;
  abstract grantBadge(
    em: EntityManager,
    input: { memberId: string; badgeId: number; ledgerEntryId: string | null; now: Date },
  ): Promise<boolean>;
}

