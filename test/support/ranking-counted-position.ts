import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The position as it was counted before the histograms (ADR 0011): counts over
 * `weekly_score` and `member_xp`, growing with the members ahead. The reference the
 * histogram-based position (ADR 0030) is checked against (ranking-histogram.int-spec)
 * and timed beside (`npm run bench`).
 */
export async function countedPosition(em: EntityManager, weekStart: string, memberId: string): Promise<number> {
  const [row] = await em.execute<{ weekly_xp: number; xp_total: number; registered_at: Date }[]>(
    `select coalesce(w.xp, 0) as weekly_xp, m.xp_total, m.registered_at
     from member_xp m left join weekly_score w on w.week_start = ? and w.member_id = m.member_id where m.member_id = ?`,
    [weekStart, memberId],
  );
  const x = Number(row.weekly_xp);
  const t = Number(row.xp_total);
  const r = row.registered_at;
  const aheadByTotal = `(xp_total > ? or (xp_total = ? and (registered_at < ? or (registered_at = ? and member_id < ?))))`;
  if (x > 0) {
    const [{ ahead }] = await em.execute<{ ahead: string }[]>(
      `select count(*) as ahead from weekly_score where week_start = ? and xp >= ? and (xp > ? or (xp = ? and ${aheadByTotal}))`,
      [weekStart, x, x, x, t, t, r, r, memberId],
    );
    return Number(ahead) + 1;
  }
  const [counts] = await em.execute<{ scored: string; ahead_scored: string; ahead_all: string }[]>(
    `select
       (select count(*) from weekly_score where week_start = ? and xp > 0) as scored,
       (select count(*) from weekly_score where week_start = ? and xp > 0 and xp_total >= ? and ${aheadByTotal}) as ahead_scored,
       (select count(*) from member_xp where xp_total >= ? and ${aheadByTotal}) as ahead_all`,
    [weekStart, weekStart, t, t, t, r, r, memberId, t, t, t, r, r, memberId],
  );
  return Number(counts.scored) + Number(counts.ahead_all) - Number(counts.ahead_scored) + 1;
}
