import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type RankingRow } from '../../application/ports/persistence.js';

interface Row {
  member_id: string;
  weekly_xp: number;
  xp_total: number;
  level: number;
  streak_days: number;
  last_login_day: string | null;
  registered_at: Date;
}

const toRow = (r: Row): RankingRow => ({
  memberId: r.member_id,
  weeklyXp: Number(r.weekly_xp),
  xpTotal: Number(r.xp_total),
  level: Number(r.level),
  streakDays: Number(r.streak_days),
  lastLoginDay: r.last_login_day,
  registeredAt: new Date(r.registered_at),
});

/**
 * One statement giving a member's ranking row and 1-based position (no row when
 * gamification does not know the member): the row, then the position from the
 * histograms and the ties of whichever case applies — PostgreSQL runs only the
 * CASE branch taken (ADR 0030). One round trip; other reads embed it as a CTE.
 */
export function positionStatement(weekStart: string, memberId: string): { sql: string; params: unknown[] } {
  const tiedAhead = (t: string) =>
    `(${t}.registered_at < me.registered_at or (${t}.registered_at = me.registered_at and ${t}.member_id < me.member_id))`;
  return {
    sql: `with me as (
         select m.member_id, coalesce(w.xp, 0) as weekly_xp, m.xp_total, m.level, m.streak_days,
                m.last_login_day::text as last_login_day, m.registered_at
         from member_xp m left join weekly_score w on w.week_start = ? and w.member_id = m.member_id
         where m.member_id = ?
       )
       select me.*, case when me.weekly_xp > 0 then 1
           + (select coalesce(sum(members), 0) from weekly_score_histogram where week_start = ? and score > me.weekly_xp)
           + (select coalesce(sum(members), 0) from weekly_score_total_histogram
              where week_start = ? and score = me.weekly_xp and xp_total > me.xp_total)
           + (select count(*) from weekly_score s
              where s.week_start = ? and s.xp = me.weekly_xp and s.xp_total = me.xp_total and ${tiedAhead('s')})
         else 1
           + (select coalesce(sum(members), 0) from weekly_score_histogram where week_start = ? and score > 0)
           + (select coalesce(sum(members), 0) from member_total_histogram where xp_total > me.xp_total)
           + (select count(*) from member_xp o where o.xp_total = me.xp_total and ${tiedAhead('o')})
           - (select coalesce(sum(members), 0) from weekly_total_histogram where week_start = ? and xp_total > me.xp_total)
           - (select count(*) from weekly_score s
              where s.week_start = ? and s.xp > 0 and s.xp_total = me.xp_total and ${tiedAhead('s')})
         end as position
       from me`,
    params: [weekStart, memberId, weekStart, weekStart, weekStart, weekStart, weekStart, weekStart],
  };
}

/**
 * The weekly ranking (ADR 0011). Order: weekly XP desc, total XP desc,
 * registration asc, id asc — so every member has exactly one position. Members
 * who earned XP this week come from `weekly_score` (indexed in that order); the
 * rest (0 weekly XP) follow in `member_xp`'s (total, registration, id) index.
 * Positions are sums over the per-week score and total histograms plus a count
 * among the caller's ties (ADR 0030), in one round trip; the ledger is never read.
 */
@Injectable()
export class RankingQueries {
  constructor(private readonly em: EntityManager) {}

  async top(weekStart: string, limit: number): Promise<RankingRow[]> {
    const em = this.em.fork();
    const scored = await em.execute<Row[]>(
      `select w.member_id, w.xp as weekly_xp, m.xp_total, m.level, m.streak_days,
              m.last_login_day::text as last_login_day, m.registered_at
       from weekly_score w join member_xp m on m.member_id = w.member_id
       where w.week_start = ? and w.xp > 0
       order by w.xp desc, w.xp_total desc, w.registered_at asc, w.member_id asc
       limit ?`,
      [weekStart, limit],
    );
    if (scored.length === limit) return scored.map(toRow);
    const rest = await em.execute<Row[]>(
      `select m.member_id, 0 as weekly_xp, m.xp_total, m.level, m.streak_days,
              m.last_login_day::text as last_login_day, m.registered_at
       from member_xp m
       where not exists (select 1 from weekly_score w where w.week_start = ? and w.member_id = m.member_id and w.xp > 0)
       order by m.xp_total desc, m.registered_at asc, m.member_id asc
       limit ?`,
      [weekStart, limit - scored.length],
    );
    return [...scored, ...rest].map(toRow);
  }

  /**
   * Every member who earned XP in the week, with their final 1-based position (the
   * ranking's order), for the Monday e-mail (ADR 0062). One query, in the caller's transaction.
   */
  async weeklyPlaces(em: EntityManager, weekStart: string): Promise<{ memberId: string; position: number; weeklyXp: number }[]> {
    const rows = await em.execute<{ member_id: string; position: string; xp: number }[]>(
      `select w.member_id, w.xp, row_number() over (order by w.xp desc, w.xp_total desc, w.registered_at asc, w.member_id asc) as position
       from weekly_score w where w.week_start = ? and w.xp > 0
       order by position`,
      [weekStart],
    );
    return rows.map((row) => ({ memberId: row.member_id, position: Number(row.position), weeklyXp: Number(row.xp) }));
  }

  /**
   * The member's row and 1-based position; null when gamification does not know
   * the member. Costs the number of distinct scores and totals plus the members
   * tied with the caller (ADR 0030), never a count over all members.
   */
  async positionOf(
    weekStart: string,
    memberId: string,
    em: EntityManager = this.em.fork(),
  ): Promise<{ row: RankingRow; position: number } | null> {
    const statement = positionStatement(weekStart, memberId);
    const [found] = await em.execute<(Row & { position: string })[]>(statement.sql, statement.params);
    if (!found) return null;
    return { row: toRow(found), position: Number(found.position) };
  }

  /** Members in the ranking (everyone gamification knows), from the totals' histogram. */
  async countRanked(em: EntityManager = this.em.fork()): Promise<number> {
    const [{ count }] = await em.execute<{ count: string }[]>(
      'select coalesce(sum(members), 0) as count from member_total_histogram',
    );
    return Number(count);
  }
}
