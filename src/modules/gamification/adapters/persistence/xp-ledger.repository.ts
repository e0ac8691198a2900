import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAILY_XP_CAPS, PAIR_WEEKLY_XP_CAPS, type DailyXpCap, type PairXpCap } from '../../domain/xp-rules.js';
import {
  HistogramDeltas,
  type WeeklyScoreChange,
  XpLedgerRepository,
  type LedgerEntryRow,
  type MemberTotals,
  type NewLedgerEntry,
} from '../../application/ports/persistence.js';
import type { MemberXpRow } from './member-xp-row.js';

type TotalsRow = Omit<MemberXpRow, 'member_id'> & { registered_at: Date };

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

/** The `cap` of a pair's weekly counter row: the cap and the other member of the pair. */
export const pairCapKey = (cap: PairXpCap, otherId: string): string => `${cap}:${otherId}`;

/** A PostgreSQL array literal of dates or integers (the driver would spread a JS array into a list). */
const pgArray = (values: (string | number)[]): string => `{${values.join(',')}}`;

/** Orders `week|value[|value]` keys by week, then numerically by each value. */
const byWeekAndValue = (a: [string, number], b: [string, number]): number => {
  const [wa, ...va] = a[0].split('|');
  const [wb, ...vb] = b[0].split('|');
  if (wa !== wb) return wa < wb ? -1 : 1;
  for (let i = 0; i < va.length; i += 1) {
    const d = Number(va[i]) - Number(vb[i]);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * The ledger's SQL. Every method takes the caller's EntityManager: an award is
 * the ledger row, the totals, the weekly score, the level and the badges, all in
 * the caller's one transaction (ADR 0011).
 */
@Injectable()
export class PgXpLedgerRepository extends XpLedgerRepository {
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
    histograms: HistogramDeltas,
  ): Promise<MemberTotals> {
    const [row] = await em.execute<(TotalsRow & { inserted: boolean })[]>(
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
       returning ${TOTALS_COLUMNS}, (xmax = 0) as inserted`,
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
    const totals = toTotals(row);
    if (row.inserted) histograms.totalChanged(null, totals.xpTotal);
    else if (input.amount !== 0) histograms.totalChanged(totals.xpTotal - input.amount, totals.xpTotal);
    return totals;
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
  async addToWeeklyScore(em: EntityManager, input: WeeklyScoreChange, histograms: HistogramDeltas): Promise<void> {
    // The member's row in member_xp is locked by addToTotals until commit: the
    // values read here stay the member's until then.
    if (input.amount !== 0) {
      const [row] = await em.execute<{ xp: number; xp_total: number; old_xp: number | null; old_total: number | null }[]>(
        `with old as (select xp, xp_total from weekly_score where week_start = ? and member_id = ?)
         insert into weekly_score as w (week_start, member_id, xp, xp_total, registered_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (week_start, member_id) do update set
           xp = w.xp + excluded.xp, xp_total = excluded.xp_total, updated_at = excluded.updated_at
         returning xp, xp_total, (select xp from old) as old_xp, (select xp_total from old) as old_total`,
        [
          input.weekStart,
          input.memberId,
          input.weekStart,
          input.memberId,
          input.amount,
          input.xpTotal,
          input.registeredAt,
          input.now,
          input.now,
        ],
      );
      histograms.weeklyScoreChanged(
        input.weekStart,
        row.old_xp === null ? null : { xp: Number(row.old_xp), xpTotal: Number(row.old_total) },
        { xp: Number(row.xp), xpTotal: Number(row.xp_total) },
      );
    }
    if (input.weekStart !== input.currentWeekStart || input.amount === 0) {
      const rows = await em.execute<{ xp: number; old_total: number }[]>(
        `update weekly_score w set xp_total = ?, updated_at = ?
         from weekly_score o
         where w.week_start = ? and w.member_id = ? and w.xp_total <> ?
           and o.week_start = w.week_start and o.member_id = w.member_id
         returning w.xp, o.xp_total as old_total`,
        [input.xpTotal, input.now, input.currentWeekStart, input.memberId, input.xpTotal],
      );
      for (const row of rows) {
        histograms.weeklyScoreChanged(
          input.currentWeekStart,
          { xp: Number(row.xp), xpTotal: Number(row.old_total) },
          { xp: Number(row.xp), xpTotal: input.xpTotal },
        );
      }
    }
  }

  /**
   * Writes a transaction's histogram changes (ADR 0030): one upsert per
   * histogram, in a fixed order of tables and, within each, of keys.
   */
  async applyHistogramDeltas(em: EntityManager, histograms: HistogramDeltas): Promise<void> {
    const scores = [...histograms.weeklyScores].sort(byWeekAndValue);
    if (scores.length > 0) {
      await em.execute(
        `insert into weekly_score_histogram as h (week_start, score, members)
         select k.week_start, k.score, k.delta
         from unnest(?::date[], ?::int[], ?::int[]) with ordinality as k(week_start, score, delta, ord)
         order by k.ord
         on conflict (week_start, score) do update set members = h.members + excluded.members`,
        [pgArray(scores.map(([k]) => k.split('|')[0])), pgArray(scores.map(([k]) => k.split('|')[1])), pgArray(scores.map(([, d]) => d))],
      );
    }
    const scoreTotals = [...histograms.weeklyScoreTotals].sort(byWeekAndValue);
    if (scoreTotals.length > 0) {
      const keys = scoreTotals.map(([k]) => k.split('|'));
      await em.execute(
        `insert into weekly_score_total_histogram as h (week_start, score, xp_total, members)
         select k.week_start, k.score, k.xp_total, k.delta
         from unnest(?::date[], ?::int[], ?::int[], ?::int[]) with ordinality as k(week_start, score, xp_total, delta, ord)
         order by k.ord
         on conflict (week_start, score, xp_total) do update set members = h.members + excluded.members`,
        [pgArray(keys.map((k) => k[0])), pgArray(keys.map((k) => k[1])), pgArray(keys.map((k) => k[2])), pgArray(scoreTotals.map(([, d]) => d))],
      );
    }
    const weekTotals = [...histograms.weeklyTotals].sort(byWeekAndValue);
    if (weekTotals.length > 0) {
      await em.execute(
        `insert into weekly_total_histogram as h (week_start, xp_total, members)
         select k.week_start, k.xp_total, k.delta
         from unnest(?::date[], ?::int[], ?::int[]) with ordinality as k(week_start, xp_total, delta, ord)
         order by k.ord
         on conflict (week_start, xp_total) do update set members = h.members + excluded.members`,
        [
          pgArray(weekTotals.map(([k]) => k.split('|')[0])),
          pgArray(weekTotals.map(([k]) => k.split('|')[1])),
          pgArray(weekTotals.map(([, d]) => d)),
        ],
      );
    }
    const totals = [...histograms.totals].sort((a, b) => a[0] - b[0]);
    if (totals.length > 0) {
      await em.execute(
        `insert into member_total_histogram as h (xp_total, members)
         select k.xp_total, k.delta
         from unnest(?::int[], ?::int[]) with ordinality as k(xp_total, delta, ord)
         order by k.ord
         on conflict (xp_total) do update set members = h.members + excluded.members`,
        [pgArray(totals.map(([t]) => t)), pgArray(totals.map(([, d]) => d))],
      );
    }
  }

  /**
   * Takes one of the member's slots of a daily cap; false when the cap is
   * reached. The counter row is locked until commit, so concurrent awards of
   * one member queue here and never exceed the cap.
   */
  async takeCapSlot(em: EntityManager, cap: DailyXpCap, memberId: string, day: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ count: string }[]>(
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

  /**
   * Takes one of a pair's slots of a weekly pair cap (ADR 0134), in the daily caps' counter
   * table: the member who earns, the week's Monday as the day and `<cap>:<other member>` as the
   * cap. The row is locked until commit like a daily cap's, so concurrent awards of one pair
   * queue here and never exceed the cap.
   */
  async takePairCapSlot(
    em: EntityManager,
    cap: PairXpCap,
    pair: { memberId: string; otherId: string; weekStart: string },
    now: Date,
  ): Promise<boolean> {
    const rows = await em.execute<{ count: string }[]>(
      `insert into xp_daily_cap_count as c (member_id, day, cap, count, created_at) values (?, ?, ?, 1, ?)
       on conflict (member_id, day, cap) do update set count = c.count + 1 where c.count < ?
       returning count`,
      [pair.memberId, pair.weekStart, pairCapKey(cap, pair.otherId), now, PAIR_WEEKLY_XP_CAPS[cap].limit],
    );
    return rows.length > 0;
  }

  /** Gives back a pair's slot taken for an award that got no XP after all (daily cap) or existed already. */
  async releasePairCapSlot(em: EntityManager, cap: PairXpCap, pair: { memberId: string; otherId: string; weekStart: string }): Promise<void> {
    await em.execute(
      'update xp_daily_cap_count set count = count - 1 where member_id = ? and day = ? and cap = ? and count > 0',
      [pair.memberId, pair.weekStart, pairCapKey(cap, pair.otherId)],
    );
  }

  /** Creates the member's row at registration, or moves its registration time earlier. */
  async registerMember(em: EntityManager, memberId: string, registeredAt: Date, now: Date): Promise<void> {
    const [row] = await em.execute<{ registered_at: Date; inserted: boolean }[]>(
      `insert into member_xp as m (member_id, xp_total, level, xp_today, xp_week, streak_days, registered_at, created_at, updated_at)
       values (?, 0, 1, 0, 0, 0, ?, ?, ?)
       on conflict (member_id) do update set registered_at = least(m.registered_at, excluded.registered_at)
       returning registered_at, (xmax = 0) as inserted`,
      [memberId, registeredAt, now, now],
    );
    if (row.inserted) {
      // A new member ranks with a total of 0 (ADR 0030); only this member's row is locked before it.
      const histograms = new HistogramDeltas();
      histograms.totalChanged(null, 0);
      await this.applyHistogramDeltas(em, histograms);
    }
    await em.execute('update weekly_score set registered_at = ? where member_id = ? and registered_at <> ?', [
      row.registered_at,
      memberId,
      row.registered_at,
    ]);
  }

  /** The member's entry of this action and reference (the ledger's unique key), if any. */
  async findEntry(
    em: EntityManager,
    key: { memberId: string; actionType: string; referenceType: string; referenceId: string },
  ): Promise<LedgerEntryRow | null> {
    const [row] = await em.execute<
      { id: string; amount: number; day: string; week_start: string }[]
    >(
      `select id, amount, day::text as day, week_start::text as week_start
       from xp_ledger_entry where member_id = ? and action_type = ? and reference_type = ? and reference_id = ?`,
      [key.memberId, key.actionType, key.referenceType, key.referenceId],
    );
    if (!row) return null;
    return { ...key, id: row.id, amount: Number(row.amount), day: row.day, weekStart: row.week_start };
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
    const rows = await em.execute<{ id: string }[]>(
      `insert into badge_grant (id, member_id, badge_id, ledger_entry_id, created_at) values (?, ?, ?, ?, ?)
       on conflict (member_id, badge_id) do nothing returning id`,
      [randomUUID(), input.memberId, input.badgeId, input.ledgerEntryId, input.now],
    );
    return rows.length > 0;
  }
}
