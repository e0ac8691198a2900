import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../../../shared/moderation/index.js';
import type { ThreadCommentRow } from '../../../../../shared/engagement/index.js';
import type { ApprovalStatus, CourseFields, CourseOrigin } from '../../domain/course.js';

/**
 * What the catalogue's use cases need from PostgreSQL (ADR 0013: the SQL lives in
 * adapters/persistence, which implement these). Reads use their own fork;
 * writes take the caller's transaction (`em`), where the use case decides.
 */

/** A course's counters, as stored and as every course view shows them. */
export interface CourseCounters {
  download_count: number;
  likes_count: number;
  comments_count: number;
  total_lessons: number;
  total_duration_seconds: number;
  enrollment_count: number;
}

/** An administrators' course a new member may start with (ADR 0128): the dashboard's first lesson. */
export interface StartingCourseRow {
  id: string;
  title: string;
  language: string;
  level: string;
  cover_image: string | null;
  instructor_name: string | null;
  total_lessons: number;
}

export interface CourseRow extends CourseCounters {
  id: string;
  origin: CourseOrigin;
  title: string;
  description: string;
  language: string;
  level: string;
  cover_image: string | null;
  instructor_name: string | null;
  instructor_picture: string | null;
  approval_status: ApprovalStatus;
  rejection_reason: string | null;
  is_published: boolean;
  uploaded_by: string | null;
  torrent_file_url: string | null;
  external_link: string | null;
  rating: string | number;
  approved_at: Date | string | null;
  approved_by: string | null;
  created_at: Date | string;
  is_liked_by_user: boolean;
}

export type CommentRow = ThreadCommentRow<'course_id'>;

export interface CatalogueFilter {
  language?: string;
  level?: string;
  /** Already passed through searchKey. */
  search?: string;
}

/** What an edit stores: the validated fields and their search text. */
export type CourseEdit = CourseFields;

export interface NewCourse extends CourseEdit {
  id: string;
  origin: CourseOrigin;
  approvalStatus: ApprovalStatus;
  isPublished: boolean;
  uploadedBy: string | null;
  torrentFileUrl: string | null;
  externalLink: string | null;
  approvedAt: Date | null;
  approvedBy: string | null;
  createdAt: Date;
}

export interface CourseState {
  origin: CourseOrigin;
  title: string;
  approval_status: ApprovalStatus;
  is_published: boolean;
  uploaded_by: string | null;
  torrent_file_url: string | null;
  external_link: string | null;
  likes_count: number;
}

/** Writes and specific finders, run with the caller's EntityManager inside the use case's transaction. */
export abstract class CoursesRepository {
  /** The course's state, holding a key-share lock so it cannot be deleted until the caller commits. */
  /** Null when there is none, or the viewer may not reach it (hidden by its reports, ADR 0103). */
  abstract courseState(em: EntityManager, courseId: string, viewer: Viewer): Promise<CourseState | null>;

  abstract exists(em: EntityManager, courseId: string): Promise<boolean>;

  /** When the member last uploaded, and how many of their uploads wait for approval. */
  abstract uploadStats(em: EntityManager, memberId: string): Promise<{ last: Date | null; pending: number }>;

  abstract insertCourse(em: EntityManager, c: NewCourse): Promise<void>;

  abstract updateCourse(em: EntityManager, courseId: string, e: CourseEdit, at: Date): Promise<boolean>;

  /** Deletes the course with its likes, comments and downloads (on delete cascade). */
  abstract deleteCourse(em: EntityManager, courseId: string): Promise<{ title: string; origin: CourseOrigin; uploaded_by: string | null } | null>;

  /** Pending → approved and published, only once: parallel approvals find nothing to update. */
  abstract approve(em: EntityManager, courseId: string, adminEmail: string, at: Date): Promise<{ uploaded_by: string; title: string } | null>;

  abstract reject(em: EntityManager, courseId: string, reason: string | null, at: Date): Promise<{ uploaded_by: string; title: string } | null>;

  abstract setPublished(em: EntityManager, courseId: string, published: boolean, at: Date): Promise<{ title: string; uploaded_by: string | null } | null>;

  /** How many distinct courses the member took on the day, and whether this one is among them. */
  abstract downloadState(em: EntityManager, memberId: string, day: string, courseId: string): Promise<{ taken: number; already: boolean }>;

  abstract recordDownload(em: EntityManager, memberId: string, day: string, courseId: string, at: Date): Promise<boolean>;

  /** The comment with its course's state, key-share locked (neither can be deleted meanwhile). */
  abstract commentState(
    em: EntityManager,
    commentId: string,
    viewer: Viewer,
  ): Promise<{ course_id: string; likes_count: number; approval_status: ApprovalStatus; is_published: boolean } | null>;

  abstract deleteComment(em: EntityManager, commentId: string): Promise<{ course_id: string; author_id: string; content: string } | null>;
}
