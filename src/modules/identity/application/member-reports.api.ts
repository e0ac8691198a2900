import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/ids.js';
import { PgPool, type ReadPart } from '../../../shared/pg-pool/index.js';
import { startOfSaoPauloDay, type CalendarDate } from '../../../shared/time/index.js';
import type { MemberReportFigures } from './identity.rows.js';
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
  constructor(
    private readonly queries: MemberReportsQueries,
    private readonly db: PgPool,
  ) {}

  /** A part of one statement (ADR 0080): the caller runs it with the other modules' parts. */
  memberFigures(days: ReportDays): ReadPart<MemberReportFigures> {
    return this.queries.figures({
      weekStartsAt: startOfSaoPauloDay(days.weekStart),
      monthStartsAt: startOfSaoPauloDay(days.monthStart),
      today: days.today,
      weekStart: days.weekStart,
    });
  }

  /** Members registered per São Paulo day from `from` on (days without registrations are absent). */
  registeredPerDay(from: CalendarDate): ReadPart<{ day: string; count: number }[]> {
    return this.queries.registeredPerDay(startOfSaoPauloDay(from));
  }

  /** The ids of the list that belong to no member; anything that is not a uuid names nothing and is left out. */
  async missingMemberIds(ids: readonly string[]): Promise<string[]> {
    const [missing] = await this.db.readTogether(this.queries.missingIds(ids.filter((id) => isUuid(id))));
    return missing;
  }

  /** The ids another module's part answers that belong to no member, inside the same statement (ADR 0080). */
  missingMembers(ids: ReadPart<string[]>): ReadPart<string[]> {
    return this.queries.missingIds(ids);
  }
}
