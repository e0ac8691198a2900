import { Injectable } from '@nestjs/common';
import type { ReadPart } from '../../shared/pg-pool/index.js';
import type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow } from './learning/application/learning.rows.js';
import { CourseReportsQueries } from './learning/adapters/persistence/course-reports.queries.js';
import { QuizReportsQueries, type MissedQuestionRow, type QuizReportFigures } from './learning/adapters/persistence/quiz-reports.queries.js';

export type { CourseReportFigures, MissedQuestionRow, PopularCourseRow, QuizReportFigures, RecentCompletionRow, RecentEnrollmentRow };

/** What the courses module tells the administrators' reports (ADR 0033): its figures and lists as parts of one statement (ADR 0080). */
@Injectable()
export class CourseReportsApi {
  constructor(
    private readonly queries: CourseReportsQueries,
    private readonly quizzes: QuizReportsQueries,
  ) {}

  courseFigures(): ReadPart<CourseReportFigures> {
    return this.queries.figures();
  }

  popularCourses(limit: number): ReadPart<PopularCourseRow[]> {
    return this.queries.popularCourses(limit);
  }

  /** Quiz attempts, right ones, and the `limit` questions most often missed (ADR 0092). */
  quizFigures(limit: number): ReadPart<QuizReportFigures> {
    return this.quizzes.figures(limit);
  }

  recentEnrollments(limit: number): ReadPart<RecentEnrollmentRow[]> {
    return this.queries.recentEnrollments(limit);
  }

  recentLessonCompletions(limit: number): ReadPart<RecentCompletionRow[]> {
    return this.queries.recentCompletions(limit);
  }

  /** Every member id with an enrolment, once: identity says which no longer exist. */
  enrolledMemberIds(): ReadPart<string[]> {
    return this.queries.enrolledMemberIds();
  }

  /** Enrolments of the members another module's part answers (e.g. identity's missing members). */
  countEnrollmentsOf(memberIds: ReadPart<string[]>): ReadPart<number> {
    return this.queries.countEnrollmentsOf(memberIds);
  }
}
