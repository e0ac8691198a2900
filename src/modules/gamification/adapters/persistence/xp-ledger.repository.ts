import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAILY_XP_CAPS, type DailyXpCap } from '../../domain/xp-rules.js';

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

interface TotalsRow {
  xp_total: number;
  level: number;
  xp_today: number;
  today_day: string | null;
  xp_week: number;
  week_start: string | null;
  streak_days: number;
  last_login_day: string | null;
  registered_at: Date;
}

const TOTALS_COLUMNS = `xp_total, level, xp_today, today_day::text as today_day, xp_week, week_start::text as week_start,
  streak_days, last_login_day::text as last_login_day, registered_at`;

const toTotals = (row: TotalsRow): MemberTotals => ({
  xpTotal: Number(row.xp_total),
  level: Number(row.level),
  xpToday: Number(row.xp_today),
  todayDay: row.today_day,
  xpWeek: Number(row.xp_week),
  weekStart: row.week_start,
  streakDays: Number(row.streak_days),
  lastLoginDay: row.last_login_day,
  registeredAt: new Date(row.registered_at),
});

/**
 * The ledger's SQL. Every method takes the caller's EntityManager: an award is
 * the ledger row, the totals, the weekly score, the level and the badges, all in
 * the caller's one transaction (ADR 0011).
 */
@Injectable()
export class XpLedgerRepository {
  /**
   * Appends an entry unless one with the same (member, action, reference)
   * exists. Concurrent identical inserts wait for each other on the unique
   * index, so exactly one returns an id.
   */
  async appendEntry(em: EntityManager, entry: NewLedgerEntry): Promise<string | null> {
    const id = randomUUID();
    const rows = await em.execute<{ id: string }[]>(
      `insert into xp_ledger_entry (id, member_id, action_type, reference_type, reference_id, amount, reason_key,
                                    params, depends_on, day, week_start, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (member_id, action_type, reference_type, reference_id) do nothing
       returning id`,
      [
        id,
        entry.memberId,
        entry.actionType,
        entry.referenceType,
        entry.referenceId,
        entry.amount,
        entry.reasonKey,
        JSON.stringify(entry.params),
        entry.dependsOn,
        entry.day,
        entry.weekStart,
        entry.createdAt,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Adds an amount to the member's totals in one statement. Today's and this
   * week's sums follow the entry's day and week: an entry for a later day
   * starts a new sum, one for an earlier day (a reversal of an old award)
   * leaves the current sum alone. Creates the row when missing.
   */
  async addToTotals(
    em: EntityManager,
    input: { memberId: string; amount: number; day: string; weekStart: string; now: Date },
  ): Promise<MemberTotals> {
    const [row] = await em.execute<TotalsRow[]>(
      `insert into member_xp as m (member_id, xp_total, level, xp_today, today_day, xp_week, week_start,
                                  streak_days, last_login_day, registered_at, created_at, updated_at)
       values (?, ?, 1, ?, ?, ?, ?, 0, null, ?, ?, ?)
       on conflict (member_id) do update set
         xp_total = m.xp_total + excluded.xp_total,
         xp_today = case when m.today_day = excluded.today_day then m.xp_today + excluded.xp_today
                         when m.today_day is null or m.today_day < excluded.today_day then excluded.xp_today
                         else m.xp_today end,
         today_day = greatest(m.today_day, excluded.today_day),
         xp_week = case when m.week_start = excluded.week_start then m.xp_week + excluded.xp_week
                        when m.week_start is null or m.week_start < excluded.week_start then excluded.xp_week
                        else m.xp_week end,
         week_start = greatest(m.week_start, excluded.week_start),
         updated_at = excluded.updated_at
       returning ${TOTALS_COLUMNS}`,
      [
        input.memberId,
        input.amount,
        input.amount,
        input.day,
        input.amount,
        input.weekStart,
        input.now,
        input.now,
        input.now,
      ],
    );
    return toTotals(row);
  }

  async setLevel(em: EntityManager, memberId: string, level: number): Promise<void> {
    await em.execute('update member_xp set level = ? where member_id = ?', [level, memberId]);
  }

  async setStreak(em: EntityManager, memberId: string, streakDays: number, lastLoginDay: string): Promise<void> {
    await em.execute('update member_xp set streak_days = ?, last_login_day = ? where member_id = ?', [
      streakDays,
      lastLoginDay,
      memberId,
    ]);
  }

  /**
   * Records the levels from `fromLevel` (exclusive) to `toLevel` the member had
   * never reached; returns the new ones.
   */
  async recordLevelsReached(
    em: EntityManager,
    input: { memberId: string; fromLevel: number; toLevel: number; ledgerEntryId: string; now: Date },
  ): Promise<number[]> {
    const rows = await em.execute<{ level: number }[]>(
      `insert into level_reached (member_id, level, ledger_entry_id, created_at)
       select ?, l, ?, ? from generate_series(?::int, ?::int) as l
       on conflict (member_id, level) do nothing
       returning level`,
      [input.memberId, input.ledgerEntryId, input.now, input.fromLevel + 1, input.toLevel],
    );
    return rows.map((r) => Number(r.level)).sort((a, b) => a - b);
  }

  /**
   * Adds the amount to the member's score of the entry's week and keeps the
   * running week's copy of their total current.
   */
  async addToWeeklyScore(
    em: EntityManager,
    input: {
      memberId: string;
      weekStart: string;
      currentWeekStart: string;
      amount: number;
      xpTotal: number;
      registeredAt: Date;
      now: Date;
    },
  ): Promise<void> {
    if (input.amount !== 0) {
      await em.execute(
        `insert into weekly_score as w (week_start, member_id, xp, xp_total, registered_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (week_start, member_id) do update set
           xp = w.xp + excluded.xp, xp_total = excluded.xp_total, updated_at = excluded.updated_at`,
        [input.weekStart, input.memberId, input.amount, input.xpTotal, input.registeredAt, input.now, input.now],
      );
    }
    if (input.weekStart !== input.currentWeekStart || input.amount === 0) {
      await em.execute(
        `update weekly_score set xp_total = ?, updated_at = ?
         where week_start = ? and member_id = ? and xp_total <> ?`,
        [input.xpTotal, input.now, input.currentWeekStart, input.memberId, input.xpTotal],
      );
    }
  }

  /**
   * Takes one of the member's slots of a daily cap; false when the cap is
   * reached. The counter row is locked until commit, so concurrent awards of
   * one member queue here and never exceed the cap.
   */
  async takeCapSlot(em: EntityManager, cap: DailyXpCap, memberId: string, day: string, now: Date): Promise<boolean> {
    const rows = await em.execute(
      `insert into xp_daily_cap_count as c (member_id, day, cap, count, created_at) values (?, ?, ?, 1, ?)
       on conflict (member_id, day, cap) do update set count = c.count + 1 where c.count < ?
       returning count`,
      [memberId, day, cap, now, DAILY_XP_CAPS[cap].limit],
    );
    return rows.length > 0;
  }

  /** Gives back a slot taken for an award that turned out to exist already. */
  async releaseCapSlot(em: EntityManager, cap: DailyXpCap, memberId: string, day: string): Promise<void> {
    await em.execute(
      'update xp_daily_cap_count set count = count - 1 where member_id = ? and day = ? and cap = ? and count > 0',
      [memberId, day, cap],
    );
  }

  /** Creates the member's row at registration, or moves its registration time earlier. */
  async registerMember(em: EntityManager, memberId: string, registeredAt: Date, now: Date): Promise<void> {
    const [row] = await em.execute<{ registered_at: Date }[]>(
      `insert into member_xp as m (member_id, xp_total, level, xp_today, xp_week, streak_days, registered_at, created_at, updated_at)
       values (?, 0, 1, 0, 0, 0, ?, ?, ?)
       on conflict (member_id) do update set registered_at = least(m.registered_at, excluded.registered_at)
       returning registered_at`,
      [memberId, registeredAt, now, now],
    );
    await em.execute('update weekly_score set registered_at = ? where member_id = ? and registered_at <> ?', [
      row.registered_at,
      memberId,
      row.registered_at,
    ]);
  }

  /** Entries (not yet reversed awards) that depend on a post or a comment, in member order. */
  async findDependents(em: EntityManager, dependsOn: string): Promise<LedgerEntryRow[]> {
    const rows = await em.execute<
      {
        id: string;
        member_id: string;
        action_type: string;
        reference_type: string;
        reference_id: string;
        amount: number;
        day: string;
        week_start: string;
      }[]
    >(
      `select id, member_id, action_type, reference_type, reference_id, amount, day::text as day, week_start::text as week_start
       from xp_ledger_entry where depends_on = ? and amount <> 0
       order by member_id, created_at, id`,
      [dependsOn],
    );
    return rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      actionType: r.action_type,
      referenceType: r.reference_type,
      referenceId: r.reference_id,
      amount: Number(r.amount),
      day: r.day,
      weekStart: r.week_start,
    }));
  }

  async heldBadgeIds(em: EntityManager, memberId: string): Promise<Set<number>> {
    const rows = await em.execute<{ badge_id: number }[]>('select badge_id from badge_grant where member_id = ?', [memberId]);
    return new Set(rows.map((r) => Number(r.badge_id)));
  }

  /** Net number of entries of the given actions (awards minus their reversals). */
  async countNet(em: EntityManager, memberId: string, actions: string[]): Promise<number> {
    const [row] = await em.execute<{ net: string }[]>(
      `select count(*) filter (where action_type in (?)) - count(*) filter (where action_type in (?)) as net
       from xp_ledger_entry where member_id = ? and action_type in (?)`,
      [actions, actions.map((a) => `${a}_reversal`), memberId, [...actions, ...actions.map((a) => `${a}_reversal`)]],
    );
    return Number(row.net);
  }

  async grantBadge(
    em: EntityManager,
    input: { memberId: string; badgeId: number; ledgerEntryId: string | null; now: Date },
  ): Promise<boolean> {
    const rows = await em.execute(
      `insert into badge_grant (id, member_id, badge_id, ledger_entry_id, created_at) values (?, ?, ?, ?, ?)
       on conflict (member_id, badge_id) do nothing returning id`,
      [randomUUID(), input.memberId, input.badgeId, input.ledgerEntryId, input.now],
    );
    return rows.length > 0;
  }
}
