import type { EntityManager } from '@mikro-orm/postgresql';
import { isShownTo, type Viewer } from '../../../../../shared/moderation/index.js';
import { courseFields, type ApprovalStatus, type CourseOrigin } from '../../domain/course.js';
import { CoursesRepository, type CourseEdit, type CourseState, type NewCourse } from './persistence.js';

export interface StoredCourse extends NewCourse {
  rejectionReason: string | null;
  likesCount: number;
  downloadCount: number;
  /** Hidden by its reports (ADR 0103). */
  hidden?: boolean;
}

export interface StoredCourseComment {
  id: string;
  courseId: string;
  authorId: string;
  content: string;
  likesCount: number;
  hidden?: boolean;
}

/**
 * The catalogue's courses, downloads and comments in memory, for unit tests of
 * its use cases (ADR 0085). The SQL's conditions are kept: approve and reject
 * act on a pending course only, publishing on an approved one, a download is
 * recorded once per member, day and course.
 */
export class InMemoryCourses extends CoursesRepository {
  readonly courses = new Map<string, StoredCourse>();
  readonly comments = new Map<string, StoredCourseComment>();
  /** `member|day|course` of each recorded download. */
  readonly downloads = new Set<string>();

  addCourse(course: Partial<NewCourse> & { id: string }): StoredCourse {
    const stored: StoredCourse = {
      ...courseFields({ title: 'Inglês para viagens', description: 'Um curso', language: 'en', level: 'Iniciante', coverImage: null }),
      origin: 'upload',
      approvalStatus: 'approved',
      isPublished: true,
      uploadedBy: null,
      torrentFileUrl: null,
      externalLink: 'https://example.com/course',
      approvedAt: null,
      approvedBy: null,
      createdAt: new Date(0),
      ...course,
      rejectionReason: null,
      likesCount: 0,
      downloadCount: 0,
    };
    this.courses.set(stored.id, stored);
    return stored;
  }

  async courseState(_em: EntityManager, courseId: string, viewer: Viewer): Promise<CourseState | null> {
    const c = this.courses.get(courseId);
    return c && isShownTo({ hidden: c.hidden === true, authorId: c.uploadedBy }, viewer)
      ? {
          origin: c.origin,
          title: c.title,
          approval_status: c.approvalStatus,
          is_published: c.isPublished,
          uploaded_by: c.uploadedBy,
          torrent_file_url: c.torrentFileUrl,
          external_link: c.externalLink,
          likes_count: c.likesCount,
        }
      : null;
  }

  async exists(_em: EntityManager, courseId: string): Promise<boolean> {
    return this.courses.has(courseId);
  }

  async uploadStats(_em: EntityManager, memberId: string): Promise<{ last: Date | null; pending: number }> {
    const mine = [...this.courses.values()].filter((c) => c.uploadedBy === memberId);
    const last = mine.reduce<Date | null>((max, c) => (max === null || c.createdAt > max ? c.createdAt : max), null);
    return { last, pending: mine.filter((c) => c.approvalStatus === 'pending').length };
  }

  async insertCourse(_em: EntityManager, c: NewCourse): Promise<void> {
    this.courses.set(c.id, { ...c, rejectionReason: null, likesCount: 0, downloadCount: 0 });
  }

  async updateCourse(_em: EntityManager, courseId: string, e: CourseEdit): Promise<boolean> {
    const c = this.courses.get(courseId);
    if (!c) return false;
    Object.assign(c, e);
    return true;
  }

  async deleteCourse(_em: EntityManager, courseId: string): Promise<{ title: string; origin: CourseOrigin; uploaded_by: string | null } | null> {
    const c = this.courses.get(courseId);
    if (!c) return null;
    this.courses.delete(courseId);
    return { title: c.title, origin: c.origin, uploaded_by: c.uploadedBy };
  }

  async approve(_em: EntityManager, courseId: string, adminEmail: string, at: Date): Promise<{ uploaded_by: string; title: string } | null> {
    return this.moveFrom('pending', courseId, { approvalStatus: 'approved', isPublished: true, approvedAt: at, approvedBy: adminEmail, rejectionReason: null });
  }

  async reject(_em: EntityManager, courseId: string, reason: string | null): Promise<{ uploaded_by: string; title: string } | null> {
    return this.moveFrom('pending', courseId, { approvalStatus: 'rejected', isPublished: false, rejectionReason: reason });
  }

  async setPublished(_em: EntityManager, courseId: string, published: boolean): Promise<{ title: string; uploaded_by: string | null } | null> {
    const c = this.courses.get(courseId);
    if (c?.approvalStatus !== 'approved') return null;
    c.isPublished = published;
    return { title: c.title, uploaded_by: c.uploadedBy };
  }

  async downloadState(_em: EntityManager, memberId: string, day: string, courseId: string): Promise<{ taken: number; already: boolean }> {
    const prefix = `${memberId}|${day}|`;
    const taken = [...this.downloads].filter((d) => d.startsWith(prefix)).length;
    return { taken, already: this.downloads.has(prefix + courseId) };
  }

  async recordDownload(_em: EntityManager, memberId: string, day: string, courseId: string): Promise<boolean> {
    const key = `${memberId}|${day}|${courseId}`;
    if (this.downloads.has(key)) return false;
    this.downloads.add(key);
    this.courses.get(courseId)!.downloadCount += 1;
    return true;
  }

  async commentState(
    _em: EntityManager,
    commentId: string,
    viewer: Viewer,
  ): Promise<{ course_id: string; likes_count: number; approval_status: ApprovalStatus; is_published: boolean } | null> {
    const m = this.comments.get(commentId);
    const c = m && this.courses.get(m.courseId);
    const shown = m && c && isShownTo({ hidden: m.hidden === true, authorId: m.authorId }, viewer) && isShownTo({ hidden: c.hidden === true, authorId: c.uploadedBy }, viewer);
    return m && c && shown ? { course_id: m.courseId, likes_count: m.likesCount, approval_status: c.approvalStatus, is_published: c.isPublished } : null;
  }

  async deleteComment(_em: EntityManager, commentId: string): Promise<{ course_id: string; author_id: string; content: string } | null> {
    const m = this.comments.get(commentId);
    if (!m) return null;
    this.comments.delete(commentId);
    return { course_id: m.courseId, author_id: m.authorId, content: m.content };
  }

  private moveFrom(
    status: ApprovalStatus,
    courseId: string,
    change: Partial<StoredCourse>,
  ): { uploaded_by: string; title: string } | null {
    const c = this.courses.get(courseId);
    if (c?.approvalStatus !== status) return null;
    Object.assign(c, change);
    return { uploaded_by: c.uploadedBy!, title: c.title };
  }
}
