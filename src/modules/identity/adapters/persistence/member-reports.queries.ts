import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type MemberReportFigures, type MemberReportPeriod } from '../../application/ports/persistence.js';

/**
 * The members' share of the administrators' reports (ADR 0033). Activity is the
 * São Paulo day of the member's last activity (ADR 0007): a member active on
 * any day of this week has a `last_active_day` from the week's Monday to today,
 * because that day only moves forward.
 */
@Injectable()
export class MemberReportsQueries {
  constructor(private readonly em: EntityManager) {}

  async figures(period: MemberReportPeriod): Promise<MemberReportFigures> {
    const [row] = await this.em.fork().execute<Record<string, string | number>[]>(
      `select count(*)::int as total,
              count(*) filter (where created_at >= ?)::int as new_week,
              count(*) filter (where created_at >= ?)::int as new_month,
              count(*) filter (where last_active_day = ?::date)::int as active_today,
              count(*) filter (where last_active_day between ?::date and ?::date)::int as active_week,
              count(*) filter (where profile_completed)::int as with_profile
         from member`,
      [period.weekStartsAt, period.monthStartsAt, period.today, period.weekStart, period.today],
    );
    return {
      totalUsers: Number(row.total),
      newSinceWeekStart: Number(row.new_week),
      newSinceMonthStart: Number(row.new_month),
      activeToday: Number(row.active_today),
      activeThisWeek: Number(row.active_week),
      withProfile: Number(row.with_profile),
    };
  }

  async registeredPerDay(from: Date): Promise<{ day: string; count: number }[]> {
    const rows = await this.em.fork().execute<{ day: string; count: number }[]>(
      `select (created_at at time zone 'America/Sao_Paulo')::date::text as day, count(*)::int as count
         from member where created_at >= ? group by 1 order by 1`,
      [from],
    );
    return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
  }

  async missingIds(ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    // One array parameter, not one placeholder per id: tens of thousands of ids stay one short statement.
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select u.id::text as id from unnest(?::uuid[]) as u(id)
        where not exists (select 1 from member m where m.id = u.id)`,
      [`{${unique.join(',')}}`],
    );
    return rows.map((r) => r.id);
  }
}
