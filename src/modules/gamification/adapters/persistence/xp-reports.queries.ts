import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';

/** Gamification's share of the administrators' reports (ADR 0033), as parts of one statement (ADR 0080). */
@Injectable()
export class XpReportsQueries {
  /** Read from `member_xp_ranking_idx` in its order. */
  topByXp(limit: number): ReadPart<{ memberId: string; level: number; xpTotal: number }[]> {
    return ReadPart.of((json) => json as { memberId: string; level: number; xpTotal: number }[])`
      select coalesce(json_agg(json_build_object('memberId', t.member_id, 'level', t.level, 'xpTotal', t.xp_total)
                                 order by t.xp_total desc, t.registered_at asc, t.member_id asc), '[]')
        from (select member_id, level, xp_total, registered_at from member_xp
               order by xp_total desc, registered_at asc, member_id asc limit ${limit}::int) t`;
  }

  /** Sums the ledger's entries by their São Paulo day (reversals included) from `xp_ledger_entry_day_idx`. */
  xpPerDay(from: string, to: string): ReadPart<{ day: string; xp: number }[]> {
    return ReadPart.of((json) => json as { day: string; xp: number }[])`
      select coalesce(json_agg(json_build_object('day', d.day, 'xp', d.xp) order by d.day), '[]')
        from (select day::text as day, coalesce(sum(amount), 0)::bigint as xp
                from xp_ledger_entry where day between ${from}::date and ${to}::date group by day) d`;
  }
}
