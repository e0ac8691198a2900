import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import type { MemberReportFigures, MemberReportPeriod } from '../../application/identity.rows.js';

/**
 * The members' share of the administrators' reports (ADR 0033). Activity is the
 * São Paulo day of the member's last activity (ADR 0007): a member active on
 * any day of this week has a `last_active_day` from the week's Monday to today,
 * because that day only moves forward.
 */
@Injectable()
export class MemberReportsQueries {
  /** One row of every figure (ADR 0080: a part the reports compose with the other modules'). */
  figures(period: MemberReportPeriod): ReadPart<MemberReportFigures> {
    // Counts are JSON numbers, named as the answer's fields.
    return ReadPart.of((json) => json as MemberReportFigures)`select json_build_object(
              'totalUsers', count(*),
              'newSinceWeekStart', count(*) filter (where created_at >= ${period.weekStartsAt}::timestamptz),
              'newSinceMonthStart', count(*) filter (where created_at >= ${period.monthStartsAt}::timestamptz),
              'activeToday', count(*) filter (where last_active_day = ${period.today}::date),
              'activeThisWeek', count(*) filter (where last_active_day between ${period.weekStart}::date and ${period.today}::date),
              'withProfile', count(*) filter (where profile_completed))
         from member`;
  }

  registeredPerDay(from: Date): ReadPart<{ day: string; count: number }[]> {
    return ReadPart.of((json) => json as { day: string; count: number }[])`
      select coalesce(json_agg(json_build_object('day', d.day, 'count', d.count) order by d.day), '[]')
        from (select (created_at at time zone 'America/Sao_Paulo')::date::text as day, count(*) as count
                from member where created_at >= ${from}::timestamptz group by 1) d`;
  }

  /**
   * The ids of a list that belong to no member: a list given here (each a uuid), or another
   * module's part answering one, read inside the same statement (ADR 0080). Either way one
   * `json` value, not a parameter per id: tens of thousands of ids stay one short statement.
   */
  missingIds(ids: readonly string[] | ReadPart<string[]>): ReadPart<string[]> {
    const list = ids instanceof ReadPart ? ids : JSON.stringify([...new Set(ids)]);
    return ReadPart.of((json) => json as string[])`
      select coalesce(json_agg(u.id::text), '[]')
        from (select distinct value::uuid as id from json_array_elements_text(${list}::json)) u
       where not exists (select 1 from member m where m.id = u.id)`;
  }
}
