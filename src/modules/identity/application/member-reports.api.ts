import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/ids.js';
import { startOfSaoPauloDay, type CalendarDate } from '../../../shared/time/index.js';
import { type MemberReportFigures } from './ports/persistence.js';
import { MemberReportsQueries } from '../adapters/persistence/member-reports.queries.js';

export type { MemberReportFigures };

/** The São Paulo days a report counts from (the admin module computes them from the Clock). */
export interface ReportDays {
  today: CalendarDate;
  weekStart: CalendarDate;
  monthStart: CalendarDate;
}

/** What identity tells the administrators' reports about members (ADR 0033). */
@Injectable()
export class MemberReportsApi {
  constructor(private readonly queries: MemberReportsQueries) {}

  memberFigures(days: ReportDays): Promise<MemberReportFigures> {
    return this.queries.figures({
      weekStartsAt: startOfSaoPauloDay(days.weekStart),
      monthStartsAt: startOfSaoPauloDay(days.monthStart),
      today: days.today,
      weekStart: days.weekStart,
    });
  }

  /** Members registered per São Paulo day from `from` on (days without registrations are absent). */
  registeredPerDay(from: CalendarDate): Promise<{ day: string; count: number }[]> {
    return this.queries.registeredPerDay(startOfSaoPauloDay(from));
  }

  /** The ids of the list that belong to no member; anything that is not a uuid names nothing and is left out. */
  missingMemberIds(ids: readonly string[]): Promise<string[]> {
    return this.queries.missingIds(ids.filter((id) => isUuid(id)));
  }
}
