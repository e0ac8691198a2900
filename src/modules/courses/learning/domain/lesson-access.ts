import type { ApprovalStatus, CourseOrigin } from '../../catalogue/domain/course.js';

/**
 * May this member open this lesson? The one answer the lesson page, its progress writes, its quiz
 * and its comments give (ADR 0031):
 * - `hidden`: unknown, inactive, or of a course members do not see (not an administrators' course,
 *   not approved, not published, or hidden by its reports: ADR 0103, an administrators' course has
 *   no author but them): answered as "Aula não encontrada" (404), as if it did not exist;
 * - `locked`: in a locked module and not free (Aula Gratuita): listed on the course page, but it
 *   does not open (403);
 * - `open`: otherwise. Administrators open every lesson that exists.
 */
export type LessonAccess = 'open' | 'hidden' | 'locked';

/** The facts the answer needs: the lesson's, its module's lock and its course's state. */
export interface LessonAccessFacts {
  is_active: boolean;
  is_free: boolean;
  is_locked: boolean;
  course_origin: CourseOrigin;
  approval_status: ApprovalStatus;
  is_published: boolean;
  /** The course is hidden by its reports (ADR 0103). */
  course_hidden: boolean;
}

export function lessonAccess(viewer: { isAdmin: boolean }, lesson: LessonAccessFacts | null): LessonAccess {
  if (!lesson) return 'hidden';
  if (viewer.isAdmin) return 'open';
  const shown =
    lesson.course_origin === 'admin' && lesson.approval_status === 'approved' && lesson.is_published && !lesson.course_hidden && lesson.is_active;
  if (!shown) return 'hidden';
  if (lesson.is_locked && !lesson.is_free) return 'locked';
  return 'open';
}
