import { Injectable } from '@nestjs/common';
import { isUuid } from '../../shared/ids.js';
import { type CourseReportFigures, type PopularCourseRow, type RecentCompletionRow, type RecentEnrollmentRow } from './learning/application/ports/persistence.js';
import { CourseReportsQueries } from './learning/adapters/persistence/course-reports.queries.js';

export type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow };

/** What the courses module tells the administrators' reports (ADR 0033). */
@Injectable()
export class CourseReportsApi {
  constructor(private readonly queries: CourseReportsQueries) {}

  courseFigures(): Promise<CourseReportFigures> {
    return this.queries.figures();
  }

  popularCourses(limit: number): Promise<PopularCourseRow[]> {
    return this.queries.popularCourses(limit);
  }

  recentEnrollments(limit: number): Promise<RecentEnrollmentRow[]> {
    return this.queries.recentEnrollments(limit);
  }

  recentLessonCompletions(limit: number): Promise<RecentCompletionRow[]> {
    return this.queries.recentCompletions(limit);
  }

  /** Every member id with an enrolment, once: identity says which no longer exist. */
  enrolledMemberIds(): Promise<string[]> {
    return this.queries.enrolledMemberIds();
  }

  countEnrollmentsOf(memberIds: readonly string[]): Promise<number> {
    return this.queries.countEnrollmentsOf(memberIds.filter((id) => isUuid(id)));
  }
}
