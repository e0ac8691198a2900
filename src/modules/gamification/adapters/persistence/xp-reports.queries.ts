import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Gamification's share of the administrators' reports (ADR 0033). */
@Injectable()
export class XpReportsQueries {
  constructor(private readonly em: EntityManager) {}

  /** Read from `member_xp_ranking_idx` in its order. */
  async topByXp(limit: number): Promise<{ memberId: string; level: number; xpTotal: number }[]> {
    const rows = await this.em.fork().execute<{ member_id: string; level: number; xp_total: number }[]>(
      'select member_id, level, xp_total from member_xp order by xp_total desc, registered_at asc, member_id asc limit ?',
      [limit],
    );
    return rows.map((r) => ({ memberId: r.member_id, level: Number(r.level), xpTotal: Number(r.xp_total) }));
  }

  /** Sums the ledger's entries by their São Paulo day (reversals included) from `xp_ledger_entry_day_idx`. */
  async xpPerDay(from: string, to: string): Promise<{ day: string; xp: number }[]> {
    const rows = await this.em.fork().execute<{ day: string; xp: string | number }[]>(
      `select day::text as day, coalesce(sum(amount), 0)::bigint as xp
         from xp_ledger_entry where day between ?::date and ?::date group by day order by day`,
      [from, to],
    );
    return rows.map((r) => ({ day: r.day, xp: Number(r.xp) }));
  }
}
