import { Injectable } from '@nestjs/common';
import type { CalendarDate } from '../../../shared/time/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { XpReportsQueries } from '../adapters/persistence/xp-reports.queries.js';

/** What gamification tells the administrators' reports (ADR 0033): parts the reports run in one statement (ADR 0080). */
@Injectable()
export class XpReportsApi {
  constructor(private readonly queries: XpReportsQueries) {}

  /** The `limit` members with the most XP, with their level. */
  topMembersByXp(limit: number): ReadPart<{ memberId: string; level: number; xpTotal: number }[]> {
    return this.queries.topByXp(limit);
  }

  /** Net XP of the ledger per São Paulo day in [from, to]; days without entries are absent. */
  xpPerDay(from: CalendarDate, to: CalendarDate): ReadPart<{ day: string; xp: number }[]> {
    return this.queries.xpPerDay(from, to);
  }
}
