import type { ThreadCommentRow } from '../../../../shared/engagement/index.js';
import type { ValidLesson, ValidModule } from '../domain/content.js';
import type { LessonAccessFacts } from '../domain/lesson-access.js';

/**
 * The rows and writes learning's use cases share with their repositories and read queries. No
 * port: the use cases inject the classes of adapters/persistence as they are (ADR 0085), as
 * nothing decides on them that a fake could test apart from the SQL; those import these types only.
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

/** A lesson with the facts deciding access needs (`domain/lesson-access.ts`) and what its page shows. */
export interface LessonAccessRow extends LessonRow, LessonAccessFacts {
  module_title: string;
  course_title: string;
  instructor_name: string | null;
  instructor_picture: string | null;
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
  previousLesson: NeighbourLessonRow | null;
  nextLesson: NeighbourLessonRow | null;
}

/** The lesson before or after, with what its access needs beyond the course the page shares. */
export interface NeighbourLessonRow {
  id: string;
  title: string;
  is_locked: boolean;
  is_free: boolean;
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

export type LessonCommentRow = ThreadCommentRow<'lesson_id' | 'course_id'>;

export interface RatingRow {
  id: string;
  member_id: string;
  rating: number;
  review: string | null;
  created_at: Date | string;
  updated_at: Date | string;
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

