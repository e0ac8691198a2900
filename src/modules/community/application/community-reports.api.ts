import { Injectable } from '@nestjs/common';
import { startOfSaoPauloDay, type CalendarDate } from '../../../shared/time/index.js';
import { CommunityReportsQueries } from '../adapters/persistence/community-reports.queries.js';

export interface CommunityReportFigures {
  totalPosts: number;
  postsSinceWeekStart: number;
  postsSinceMonthStart: number;
  pendingPosts: number;
}

/** What the community tells the administrators' reports (ADR 0033). */
@Injectable()
export class CommunityReportsApi {
  constructor(private readonly queries: CommunityReportsQueries) {}

  /** Posts in total, since the São Paulo days given, and waiting for review. */
  postFigures(weekStart: CalendarDate, monthStart: CalendarDate): Promise<CommunityReportFigures> {
    return this.queries.figures(startOfSaoPauloDay(weekStart), startOfSaoPauloDay(monthStart));
  }

  /** Members with the most published posts (ties: more likes), with the likes of those posts. */
  topAuthors(limit: number): Promise<{ authorId: string; posts: number; likes: number }[]> {
    return this.queries.topAuthors(limit);
  }
}
