import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThreadCommentRow } from '../../../../../shared/engagement/index.js';
import type { ValidLesson, ValidModule } from '../../domain/content.js';
import type { ApprovalStatus, CourseOrigin } from '../../../catalogue/domain/course.js';

/**
 * What learning's use cases need from PostgreSQL (ADR 0042): the writes of modules, lessons,
 * progress and ratings in the caller's transaction.
 */

export interface ModuleRow {
  id: string;
  course_id: string;
  title: string;
  description: string | null;
  is_locked: boolean;
  module_order: number;
}

export interface LessonRow {
  id: string;
  module_id: string;
  course_id: string;
  title: string;
  description: string | null;
  youtube_video_id: string;
  duration_seconds: number;
  xp_reward: number;
  material_url: string | null;
  material_description: string | null;
  lesson_order: number;
  is_active: boolean;
  is_free: boolean;
  /** The lesson's quiz questions (issue 33), in the course's lesson lists only. */
  quiz_questions?: number;
}

/** A module's columns as the administrator's form gives them (its order is written apart). */
export type ModuleWrite = Omit<ValidModule, 'order'>;

/** A lesson's columns as the administrator's form gives them (its order is written apart). */
export type LessonWrite = Omit<ValidLesson, 'order'>;

/** Modules and lessons: writes under the course's content lock, and the reads of the course page. */
export abstract class CourseContentRepository {
  /** Serialises content writes of one course until the caller commits (dense orders). */
  abstract lockContent(em: EntityManager, courseId: string): Promise<void>;

  /** Module ids of the course in their current order. */
  abstract moduleIds(em: EntityManager, courseId: string): Promise<string[]>;

  abstract insertModule(em: EntityManager, m: ModuleWrite & { id: string; courseId: string; order: number; at: Date }): Promise<void>;

  abstract updateModule(em: EntityManager, courseId: string, moduleId: string, m: ModuleWrite, at: Date): Promise<boolean>;

  /** Deletes the module with its lessons (on delete cascade). */
  abstract deleteModule(em: EntityManager, courseId: string, moduleId: string): Promise<boolean>;

  /** module_order = position in `ids` (1-based). */
  abstract setModuleOrders(em: EntityManager, ids: string[]): Promise<void>;

  /** Lesson ids of the module in their current order. */
  abstract lessonIds(em: EntityManager, moduleId: string): Promise<string[]>;

  /** The lesson's module, when the lesson belongs to the course. */
  abstract lessonModule(em: EntityManager, courseId: string, lessonId: string): Promise<string | null>;

  abstract insertLesson(em: EntityManager, l: LessonWrite & { id: string; courseId: string; order: number; at: Date }): Promise<void>;

  abstract updateLesson(em: EntityManager, lessonId: string, l: LessonWrite, at: Date): Promise<void>;

  abstract deleteLesson(em: EntityManager, courseId: string, lessonId: string): Promise<boolean>;

  /** lesson_order = position in `ids` (1-based). */
  abstract setLessonOrders(em: EntityManager, ids: string[]): Promise<void>;

  /** total_lessons and total_duration_seconds recounted from the active lessons. */
  abstract refreshCourseTotals(em: EntityManager, courseId: string): Promise<void>;

  /** Modules of the course in order, and their lessons in order (only active ones unless `withInactive`). */
  abstract contentOf(em: EntityManager, courseId: string, withInactive: boolean): Promise<{ modules: ModuleRow[]; lessons: LessonRow[] }>;
}

/** A lesson with what deciding access needs: its module's lock and its course's state. */
export interface LessonAccessRow extends LessonRow {
  module_title: string;
  is_locked: boolean;
  course_origin: CourseOrigin;
  course_title: string;
  instructor_name: string | null;
  instructor_picture: string | null;
  approval_status: ApprovalStatus;
  is_published: boolean;
}

export interface LessonProgressRow {
  intervals: [number, number][];
  last_position_seconds: number;
  last_report_at: Date | string | null;
  watch_time_seconds: number;
  completion_percentage: number;
  is_completed: boolean;
}

export interface LessonPageRow {
  lesson: LessonAccessRow;
  progress: LessonProgressRow | null;
  /** True when the member may open the lesson and is not enrolled in its course yet. */
  toEnrol: boolean;
  previousLesson: { id: string; title: string } | null;
  nextLesson: { id: string; title: string } | null;
}

export interface ProgressWrite {
  intervals: [number, number][];
  lastPositionSeconds: number;
  lastReportAt: Date | null;
  watchTimeSeconds: number;
  completionPercentage: number;
}

export interface CourseProgressCounts {
  enrolled: boolean;
  completedLessons: number;
  totalLessons: number;
}

export interface MemberCourseRow {
  course_id: string;
  title: string;
  cover_image: string | null;
  language: string;
  level: string;
  enrolled_at: Date | string;
  completed_at: Date | string | null;
  completed_lessons: number;
  total_lessons: number;
}

/** Enrolments and lesson progress of members. */
export abstract class LearningRepository {
  /** The lesson of the course with its module and course (null when it is not in that course). */
  abstract lessonAccess(em: EntityManager, courseId: string, lessonId: string): Promise<LessonAccessRow | null>;

  /** The same, found by the lesson alone. */
  abstract lessonById(em: EntityManager, lessonId: string): Promise<LessonAccessRow | null>;

  /**
   * A lesson page in one statement (ADR 0079): the lesson with its module and course, the
   * member's progress and the active lessons around it; when `mayOpen` (an administrator, or
   * a published lesson that is not locked unless free), it notes the last lesson of an enrolled
   * member, or says the member is still to enrol (`enrollCounted`). Null when the lesson is not
   * in that course.
   */
  abstract lessonPage(
    em: EntityManager,
    courseId: string,
    lessonId: string,
    memberId: string,
    isAdmin: boolean,
  ): Promise<LessonPageRow | null>;

  /**
   * Enrols the member (or notes the last lesson when a concurrent call enrolled them first)
   * and counts a new enrolment in `enrollment_count`, in one statement: neither without the other.
   * False when the course or the lesson is gone (deleted since the page was read): nothing changed.
   */
  abstract enrollCounted(em: EntityManager, courseId: string, memberId: string, lessonId: string, at: Date): Promise<boolean>;

  /** Enrols the member once; true when this call enrolled (enrollment_count moved). */
  abstract enroll(em: EntityManager, courseId: string, memberId: string, lessonId: string, at: Date): Promise<boolean>;

  /** The member's progress row of the lesson, created if missing and locked until commit. */
  abstract progressForUpdate(em: EntityManager, courseId: string, lessonId: string, memberId: string, at: Date): Promise<LessonProgressRow>;

  abstract progressOf(em: EntityManager, lessonId: string, memberId: string): Promise<LessonProgressRow | null>;

  abstract saveProgress(em: EntityManager, lessonId: string, memberId: string, p: ProgressWrite, at: Date): Promise<void>;

  /** Marks the lesson completed once; true only for the call that did. */
  abstract markCompleted(em: EntityManager, lessonId: string, memberId: string, at: Date): Promise<boolean>;

  /** Fills an unknown (0) duration with the player's; true when it changed. */
  abstract adoptDuration(em: EntityManager, lessonId: string, durationSeconds: number): Promise<boolean>;

  abstract progressCounts(em: EntityManager, courseId: string, memberId: string): Promise<CourseProgressCounts>;

  /** Marks the enrolment completed once; true only for the call that did. */
  abstract completeEnrollment(em: EntityManager, courseId: string, memberId: string, at: Date): Promise<boolean>;

  /** A lesson's comments, oldest first, with the viewer's likes. */
  abstract lessonComments(em: EntityManager, lessonId: string, viewerId: string | null, limit: number): Promise<LessonCommentRow[]>;

  /** The comment's lesson and course, key-share locked (it cannot be deleted meanwhile). */
  abstract lessonCommentState(em: EntityManager, commentId: string): Promise<{ lesson_id: string; course_id: string; likes_count: number } | null>;
}

export type LessonCommentRow = ThreadCommentRow<'lesson_id' | 'course_id'>;

export interface RatingRow {
  id: string;
  member_id: string;
  rating: number;
  review: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Course ratings; the course's average is recomputed from the rows in the writing transaction. */
export abstract class RatingsRepository {
  /** Serialises the course's rating writes until commit, so each average sees every committed row. */
  abstract lockRatings(em: EntityManager, courseId: string): Promise<void>;

  /** Inserts or updates the member's rating; true when it was new. */
  abstract upsertRating(em: EntityManager, r: { id: string; courseId: string; memberId: string; rating: number; review: string | null; at: Date }): Promise<boolean>;

  /** course.rating = the average of its ratings (0 without any). */
  abstract refreshAverage(em: EntityManager, courseId: string): Promise<number>;

  /** The latest `limit` ratings and the member's own (null for a guest or without one), in one round trip. */
  abstract ratingsPage(em: EntityManager, courseId: string, memberId: string | null, limit: number): Promise<{ rows: RatingRow[]; own: RatingRow | null }>;
}

/** Course and learning figures of the administrators' reports (ADR 0033). */
export interface CourseReportFigures {
  totalCourses: number;
  totalLessons: number;
  totalEnrollments: number;
  totalRatings: number;
  lessonsCompleted: number;
  /** Mean `completion_percentage` of every lesson progress row (0–100), null without any. */
  averageLessonCompletion: number | null;
  /** Sum of the server-judged watch time, seconds. */
  studySeconds: number;
}

export interface PopularCourseRow {
  id: string;
  title: string;
  language: string;
  enrollments: number;
  completedEnrollments: number;
  averageRating: number | null;
}

export interface RecentEnrollmentRow {
  courseId: string;
  courseTitle: string;
  memberId: string;
  enrolledAt: Date;
}

export interface RecentCompletionRow {
  lessonTitle: string;
  courseTitle: string;
  memberId: string;
  completedAt: Date;
}

