import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

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
 * The weekly ranking (ADR 0011). Order: weekly XP desc, total XP desc,
 * registration asc, id asc — so every member has exactly one position. Members
 * who earned XP this week come from `weekly_score` (indexed in that order); the
 * rest (0 weekly XP) follow in `member_xp`'s (total, registration, id) index.
 * Positions are counted on those indexes; the ledger is never read.
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

  /** The member's row and 1-based position; null when gamification does not know the member. */
  async positionOf(weekStart: string, memberId: string): Promise<{ row: RankingRow; position: number } | null> {
    const em = this.em.fork();
    const [found] = await em.execute<Row[]>(
      `select m.member_id, coalesce(w.xp, 0) as weekly_xp, m.xp_total, m.level, m.streak_days,
              m.last_login_day::text as last_login_day, m.registered_at
       from member_xp m left join weekly_score w on w.week_start = ? and w.member_id = m.member_id
       where m.member_id = ?`,
      [weekStart, memberId],
    );
    if (!found) return null;
    const row = toRow(found);
    const t = row.xpTotal;
    const r = row.registeredAt;
    const id = row.memberId;
    // "Ahead in (total, registration, id)" as an index-friendly condition.
    const aheadByTotal = `(xp_total > ? or (xp_total = ? and (registered_at < ? or (registered_at = ? and member_id < ?))))`;
    if (row.weeklyXp > 0) {
      const x = row.weeklyXp;
      const [{ ahead }] = await em.execute<{ ahead: string }[]>(
        `select count(*) as ahead from weekly_score
         where week_start = ? and xp >= ? and (xp > ? or (xp = ? and ${aheadByTotal}))`,
        [weekStart, x, x, x, t, t, r, r, id],
      );
      return { row, position: Number(ahead) + 1 };
    }
    const [counts] = await em.execute<{ scored: string; ahead_scored: string; ahead_all: string }[]>(
      `select
         (select count(*) from weekly_score where week_start = ? and xp > 0) as scored,
         (select count(*) from weekly_score where week_start = ? and xp > 0 and xp_total >= ? and ${aheadByTotal}) as ahead_scored,
         (select count(*) from member_xp where xp_total >= ? and ${aheadByTotal}) as ahead_all`,
      [weekStart, weekStart, t, t, t, r, r, id, t, t, t, r, r, id],
    );
    const aheadUnscored = Number(counts.ahead_all) - Number(counts.ahead_scored);
    return { row, position: Number(counts.scored) + aheadUnscored + 1 };
  }

  async countRanked(): Promise<number> {
    const [{ count }] = await this.em.fork().execute<{ count: string }[]>('select count(*) as count from member_xp');
    return Number(count);
  }
}
