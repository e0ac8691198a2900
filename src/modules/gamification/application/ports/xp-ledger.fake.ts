import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAILY_XP_CAPS, PAIR_WEEKLY_XP_CAPS, type DailyXpCap, type PairXpCap } from '../../domain/xp-rules.js';
import {
  XpLedgerRepository,
  type HistogramDeltas,
  type LedgerEntryRow,
  type MemberTotals,
  type NewLedgerEntry,
  type WeeklyScoreChange,
} from './persistence.js';

interface StoredEntry extends NewLedgerEntry {
  id: string;
}

/**
 * The ledger in memory, for unit tests of the award use cases (ADR 0085). It keeps
 * the unique keys and the sums the SQL keeps — one entry per (member, action,
 * reference), a level or a badge once, a cap slot per day — and ignores the
 * transaction: each test is one.
 */
export class InMemoryXpLedger extends XpLedgerRepository {
  readonly entries: StoredEntry[] = [];
  readonly totals = new Map<string, MemberTotals>();
  readonly levelsReached = new Map<string, Set<number>>();
  /** `week|member` → XP of that week. */
  readonly weeklyScores = new Map<string, number>();
  readonly badges = new Map<string, Set<number>>();
  /** `member|day|cap` → slots taken. */
  readonly capSlots = new Map<string, number>();
  histogramWrites = 0;

  async appendEntry(_em: EntityManager, entry: NewLedgerEntry): Promise<string | null> {
    const exists = this.entries.some(
      (e) =>
        e.memberId === entry.memberId &&
        e.actionType === entry.actionType &&
        e.referenceType === entry.referenceType &&
        e.referenceId === entry.referenceId,
    );
    if (exists) return null;
    const id = randomUUID();
    this.entries.push({ ...entry, id });
    return id;
  }

  async addToTotals(
    _em: EntityManager,
    input: { memberId: string; amount: number; day: string; weekStart: string; now: Date },
    histograms: HistogramDeltas,
  ): Promise<MemberTotals> {
    const before = this.totals.get(input.memberId);
    const next: MemberTotals = before
      ? {
          ...before,
          xpTotal: before.xpTotal + input.amount,
          xpToday: sumFor(before.todayDay, before.xpToday, input.day, input.amount),
          todayDay: latest(before.todayDay, input.day),
          xpWeek: sumFor(before.weekStart, before.xpWeek, input.weekStart, input.amount),
          weekStart: latest(before.weekStart, input.weekStart),
        }
      : {
          xpTotal: input.amount,
          level: 1,
          xpToday: input.amount,
          todayDay: input.day,
          xpWeek: input.amount,
          weekStart: input.weekStart,
          streakDays: 0,
          lastLoginDay: null,
          registeredAt: input.now,
        };
    this.totals.set(input.memberId, next);
    if (!before) histograms.totalChanged(null, next.xpTotal);
    else if (input.amount !== 0) histograms.totalChanged(before.xpTotal, next.xpTotal);
    return { ...next };
  }

  async setLevel(_em: EntityManager, memberId: string, level: number): Promise<void> {
    this.totals.get(memberId)!.level = level;
  }

  async setStreak(_em: EntityManager, memberId: string, streakDays: number, lastLoginDay: string): Promise<void> {
    Object.assign(this.totals.get(memberId)!, { streakDays, lastLoginDay });
  }

  async recordLevelsReached(
    _em: EntityManager,
    input: { memberId: string; fromLevel: number; toLevel: number; ledgerEntryId: string; now: Date },
  ): Promise<number[]> {
    const reached = this.levelsReached.get(input.memberId) ?? new Set<number>();
    this.levelsReached.set(input.memberId, reached);
    const added: number[] = [];
    for (let level = input.fromLevel + 1; level <= input.toLevel; level += 1) {
      if (reached.has(level)) continue;
      reached.add(level);
      added.push(level);
    }
    return added;
  }

  async addToWeeklyScore(_em: EntityManager, input: WeeklyScoreChange): Promise<void> {
    const key = `${input.weekStart}|${input.memberId}`;
    if (input.amount !== 0) this.weeklyScores.set(key, (this.weeklyScores.get(key) ?? 0) + input.amount);
  }

  async applyHistogramDeltas(): Promise<void> {
    this.histogramWrites += 1;
  }

  async takeCapSlot(_em: EntityManager, cap: DailyXpCap, memberId: string, day: string): Promise<boolean> {
    const key = `${memberId}|${day}|${cap}`;
    const taken = this.capSlots.get(key) ?? 0;
    if (taken >= DAILY_XP_CAPS[cap].limit) return false;
    this.capSlots.set(key, taken + 1);
    return true;
  }

  async releaseCapSlot(_em: EntityManager, cap: DailyXpCap, memberId: string, day: string): Promise<void> {
    const key = `${memberId}|${day}|${cap}`;
    this.capSlots.set(key, Math.max(0, (this.capSlots.get(key) ?? 0) - 1));
  }

  async takePairCapSlot(
    _em: EntityManager,
    cap: PairXpCap,
    pair: { memberId: string; otherId: string; weekStart: string },
  ): Promise<boolean> {
    const key = `${pair.memberId}|${pair.weekStart}|${cap}:${pair.otherId}`;
    const taken = this.capSlots.get(key) ?? 0;
    if (taken >= PAIR_WEEKLY_XP_CAPS[cap].limit) return false;
    this.capSlots.set(key, taken + 1);
    return true;
  }

  async releasePairCapSlot(
    _em: EntityManager,
    cap: PairXpCap,
    pair: { memberId: string; otherId: string; weekStart: string },
  ): Promise<void> {
    const key = `${pair.memberId}|${pair.weekStart}|${cap}:${pair.otherId}`;
    this.capSlots.set(key, Math.max(0, (this.capSlots.get(key) ?? 0) - 1));
  }

  async registerMember(_em: EntityManager, memberId: string, registeredAt: Date): Promise<void> {
    const totals = this.totals.get(memberId);
    if (!totals) {
      this.totals.set(memberId, {
        xpTotal: 0,
        level: 1,
        xpToday: 0,
        todayDay: null,
        xpWeek: 0,
        weekStart: null,
        streakDays: 0,
        lastLoginDay: null,
        registeredAt,
      });
    } else if (registeredAt < totals.registeredAt) {
      totals.registeredAt = registeredAt;
    }
  }

  async findEntry(
    _em: EntityManager,
    key: { memberId: string; actionType: string; referenceType: string; referenceId: string },
  ): Promise<LedgerEntryRow | null> {
    const entry = this.entries.find(
      (e) =>
        e.memberId === key.memberId &&
        e.actionType === key.actionType &&
        e.referenceType === key.referenceType &&
        e.referenceId === key.referenceId,
    );
    if (!entry) return null;
    const { id, memberId, actionType, referenceType, referenceId, amount, day, weekStart } = entry;
    return { id, memberId, actionType, referenceType, referenceId, amount, day, weekStart };
  }

  async findDependents(_em: EntityManager, dependsOn: string): Promise<LedgerEntryRow[]> {
    return this.entries
      .filter((e) => e.dependsOn === dependsOn && e.amount !== 0)
      .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0))
      .map(({ id, memberId, actionType, referenceType, referenceId, amount, day, weekStart }) => ({
        id,
        memberId,
        actionType,
        referenceType,
        referenceId,
        amount,
        day,
        weekStart,
      }));
  }

  async heldBadgeIds(_em: EntityManager, memberId: string): Promise<Set<number>> {
    return new Set(this.badges.get(memberId) ?? []);
  }

  async countNet(_em: EntityManager, memberId: string, actions: string[]): Promise<number> {
    const mine = this.entries.filter((e) => e.memberId === memberId);
    const awards = mine.filter((e) => actions.includes(e.actionType)).length;
    const reversals = mine.filter((e) => actions.some((a) => e.actionType === `${a}_reversal`)).length;
    return awards - reversals;
  }

  async grantBadge(_em: EntityManager, input: { memberId: string; badgeId: number }): Promise<boolean> {
    const held = this.badges.get(input.memberId) ?? new Set<number>();
    this.badges.set(input.memberId, held);
    if (held.has(input.badgeId)) return false;
    held.add(input.badgeId);
    return true;
  }
}

/** A running sum of a day (or week): a later period starts again, an earlier one leaves it alone. */
function sumFor(current: string | null, sum: number, period: string, amount: number): number {
  if (current === period) return sum + amount;
  if (current === null || current < period) return amount;
  return sum;
}

function latest(a: string | null, b: string): string {
  return a === null || a < b ? b : a;
}
