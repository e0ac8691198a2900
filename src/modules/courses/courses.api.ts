import { Injectable } from '@nestjs/common';
import { overallProgress } from './learning/domain/rating.js';
import { lessonFinishedPart, memberCoursesPart } from './learning/adapters/persistence/member-courses.queries.js';
import type { ReadPart } from '../../shared/pg-pool/index.js';
import { toDate } from '../../shared/time/index.js';
import { IdentityApi } from '../identity/index.js';
import { UNKNOWN_MEMBER } from './catalogue/application/courses.views.js';
import type { StartingCourseRow } from './catalogue/application/ports/persistence.js';
import { CoursesQueries } from './catalogue/adapters/persistence/courses.queries.js';
import { FLAGGABLE_COURSE_COMMENTS, FLAGGABLE_COURSES } from './catalogue/adapters/persistence/catalogue.tables.js';
import { FLAGGABLE_LESSON_COMMENTS } from './learning/adapters/persistence/learning.tables.js';
import { CourseAdminService } from './catalogue/application/course-admin.service.js';
import { LessonCommentsService } from './learning/application/lesson-comments.service.js';
import { flaggableTable, type FlagTargets } from '../../shared/moderation/index.js';

/** A published community upload in a summary list (the dashboard's last courses). */
export interface RecentCourse {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
  uploaded_by_name: string;
  /** The uploader's id, for a reader's blocks (not shown). */
  uploaded_by: string;
  created_at: string;
}

/** An administrators' course a new member starts with, one per language (ADR 0128). */
export type StartingCourse = StartingCourseRow;

export interface MemberCourseSummary {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
}

export interface MemberCourseInProgress extends MemberCourseSummary {
  completed_lessons: number;
  total_lessons: number;
  progress: number;
  enrolledAt: string;
}

export interface MemberCompletedCourse extends MemberCourseSummary {
  completedAt: string;
}

export interface MemberCourses {
  inProgress: MemberCourseInProgress[];
  completed: MemberCompletedCourse[];
}

/** The courses module's public API, for read models composed above it (dashboard, landing, admin). */
@Injectable()
export class CoursesApi {
  constructor(
    private readonly queries: CoursesQueries,
    private readonly identity: IdentityApi,
    private readonly admin: CourseAdminService,
    private readonly lessonComments: LessonCommentsService,
  ) {}

  /** Courses, course comments and lesson comments members may report; removal is the courses' own deletion, audited by it. */
  flagTargets(): Record<'course' | 'course_comment' | 'lesson_comment', FlagTargets> {
    return {
      course: flaggableTable(FLAGGABLE_COURSES, (admin, id) => this.admin.deleteCourse(admin, id)),
      course_comment: flaggableTable(FLAGGABLE_COURSE_COMMENTS, (admin, id, reason) => this.admin.deleteComment(admin, id, reason)),
      lesson_comment: flaggableTable(FLAGGABLE_LESSON_COMMENTS, (admin, id, reason) => this.lessonComments.deleteComment(admin, id, reason)),
    };
  }

  /**
   * A member's courses: in progress (lessons done, percent, enrolled at) and completed
   * (completed at), newest first — as a part of one statement with other modules' reads (ADR 0080).
   */
  memberCoursesPart(memberId: string): ReadPart<MemberCourses> {
    return memberCoursesPart(memberId, (rows) => {
      const inProgress: MemberCourseInProgress[] = [];
      const completed: MemberCompletedCourse[] = [];
      for (const r of rows) {
        const base = { id: r.course_id, title: r.title, language: r.language, level: r.level, cover_image: r.cover_image };
        if (r.completed_at !== null) completed.push({ ...base, completedAt: toDate(r.completed_at).toISOString() });
        else
          inProgress.push({
            ...base,
            completed_lessons: r.completed_lessons,
            total_lessons: r.total_lessons,
            progress: overallProgress(r.completed_lessons, r.total_lessons),
            enrolledAt: toDate(r.enrolled_at).toISOString(),
          });
      }
      return { inProgress, completed };
    });
  }

  /** Whether the member ever finished a lesson, as a part of one statement with other modules' reads (ADR 0080). */
  lessonFinishedPart(memberId: string): ReadPart<boolean> {
    return lessonFinishedPart(memberId);
  }

  /**
   * For each language, the administrators' course with lessons that the catalogue lists first in
   * it (ADR 0128): what the dashboard offers a member who has not finished a lesson yet.
   */
  startingCourses(): Promise<StartingCourse[]> {
    return this.queries.startingCourses();
  }

  /** Approved courses that are public, of both origins. */
  countPublishedCourses(): Promise<number> {
    return this.queries.countPublished();
  }

  /** Language codes that published courses teach. */
  courseLanguages(): Promise<string[]> {
    return this.queries.publishedLanguages();
  }

  /** The newest published community uploads, newest first; limit 1–50. */
  async recentUploads(limit: number): Promise<RecentCourse[]> {
    const rows = await this.queries.recentUploads(Math.min(50, Math.max(1, Math.trunc(limit) || 1)));
    const members = await this.identity.getMembers(rows.map((r) => r.uploaded_by!).filter(Boolean));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      language: r.language,
      level: r.level,
      cover_image: r.cover_image,
      uploaded_by_name: members.get(r.uploaded_by!)?.name ?? UNKNOWN_MEMBER,
      uploaded_by: r.uploaded_by!,
      created_at: toDate(r.created_at).toISOString(),
    }));
  }
}
