import { Injectable } from '@nestjs/common';
import { startOfSaoPauloDay, type CalendarDate } from '../../../shared/time/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import type { CommunityReportFigures } from './ports/persistence.js';
import { CommunityReportsQueries } from '../adapters/persistence/community-reports.queries.js';

export type { CommunityReportFigures };

/** What the community tells the administrators' reports (ADR 0033): parts the reports run in one statement (ADR 0080). */
@Injectable()
export class CommunityReportsApi {
  constructor(private readonly queries: CommunityReportsQueries) {}

  /** Posts in total, since the São Paulo days given, and waiting for review. */
  postFigures(weekStart: CalendarDate, monthStart: CalendarDate): ReadPart<CommunityReportFigures> {
    return this.queries.figures(startOfSaoPauloDay(weekStart), startOfSaoPauloDay(monthStart));
  }

  /** Members with the most published posts (ties: more likes), with the likes of those posts. */
  topAuthors(limit: number): ReadPart<{ authorId: string; posts: number; likes: number }[]> {
    return this.queries.topAuthors(limit);
  }
}
