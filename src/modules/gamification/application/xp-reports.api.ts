import { Injectable } from '@nestjs/common';
import type { CalendarDate } from '../../../shared/time/index.js';
import { XpReportsQueries } from '../adapters/persistence/xp-reports.queries.js';

/** What gamification tells the administrators' reports (ADR 0033). */
@Injectable()
export class XpReportsApi {
  constructor(private readonly queries: XpReportsQueries) {}

  /** The `limit` members with the most XP, with their level. */
  topMembersByXp(limit: number): Promise<{ memberId: string; level: number; xpTotal: number }[]> {
    return this.queries.topByXp(limit);
  }

  /** Net XP of the ledger per São Paulo day in [from, to]; days without entries are absent. */
  xpPerDay(from: CalendarDate, to: CalendarDate): Promise<{ day: string; xp: number }[]> {
    return this.queries.xpPerDay(from, to);
  }
}
