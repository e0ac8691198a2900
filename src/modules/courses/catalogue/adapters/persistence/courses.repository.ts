import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApprovalStatus, CourseOrigin } from '../../domain/course.js';
import { CoursesRepository, type CourseEdit, type CourseState, type NewCourse } from '../../application/ports/persistence.js';
import { toDate } from '../../../../../shared/time/index.js';
import { shownToViewer, viewerParams, type Viewer } from '../../../../../shared/moderation/index.js';

/**
 * Writes and specific finders of the courses tables. Every method runs with
 * the caller's EntityManager, inside the use case's transaction.
 */
@Injectable()
export class PgCoursesRepository extends CoursesRepository {
  /** The course's state, holding a key-share lock so it cannot be deleted until the caller commits; null unless the viewer may reach it (ADR 0103). */
  async courseState(em: EntityManager, courseId: string, viewer: Viewer): Promise<CourseState | null> {
    const [row] = await em.execute<CourseState[]>(
      `select origin, title, approval_status, is_published, uploaded_by, torrent_file_url, external_link, likes_count
       from course c where id = ? and ${shownToViewer('c', 'uploaded_by')} for key share`,
      [courseId, ...viewerParams(viewer)],
    );
    return row ?? null;
  }

  async exists(em: EntityManager, courseId: string): Promise<boolean> {
    return (await em.execute('select 1 from course where id = ?', [courseId])).length > 0;
  }

  /** When the member last uploaded, and how many of their uploads wait for approval. */
  async uploadStats(em: EntityManager, memberId: string): Promise<{ last: Date | null; pending: number }> {
    const [row] = await em.execute<{ last: string | null; pending: string }[]>(
      `select max(created_at) as last, count(*) filter (where approval_status = 'pending') as pending
       from course where uploaded_by = ?`,
      [memberId],
    );
    return { last: toDate(row.last), pending: Number(row.pending) };
  }

  async insertCourse(em: EntityManager, c: NewCourse): Promise<void> {
    await em.execute(
      `insert into course (id, origin, title, description, language, level, cover_image, instructor_name, instructor_picture,
         prerequisites, learning_objectives, approval_status, is_published, uploaded_by, torrent_file_url, external_link,
         search_text, approved_at, approved_by, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        c.id,
        c.origin,
        c.title,
        c.description,
        c.language,
        c.level,
        c.coverImage,
        c.instructorName,
        c.instructorPicture,
        c.prerequisites,
        c.learningObjectives,
        c.approvalStatus,
        c.isPublished,
        c.uploadedBy,
        c.torrentFileUrl,
        c.externalLink,
        c.searchText,
        c.approvedAt,
        c.approvedBy,
        c.createdAt,
        c.createdAt,
      ],
    );
  }

  async updateCourse(em: EntityManager, courseId: string, e: CourseEdit, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update course set title = ?, description = ?, language = ?, level = ?, cover_image = ?, instructor_name = ?,
         instructor_picture = ?, prerequisites = ?, learning_objectives = ?, search_text = ?, updated_at = ?
       where id = ? returning id`,
      [
        e.title,
        e.description,
        e.language,
        e.level,
        e.coverImage,
        e.instructorName,
        e.instructorPicture,
        e.prerequisites,
        e.learningObjectives,
        e.searchText,
        at,
        courseId,
      ],
    );
    return rows.length > 0;
  }

  /** Deletes the course with its likes, comments and downloads (on delete cascade). */
  async deleteCourse(em: EntityManager, courseId: string): Promise<{ title: string; origin: CourseOrigin; uploaded_by: string | null } | null> {
    const [row] = await em.execute<{ title: string; origin: CourseOrigin; uploaded_by: string | null }[]>(
      'delete from course where id = ? returning title, origin, uploaded_by',
      [courseId],
    );
    return row ?? null;
  }

  /** Pending → approved and published, only once: parallel approvals find nothing to update. */
  async approve(em: EntityManager, courseId: string, adminEmail: string, at: Date): Promise<{ uploaded_by: string; title: string } | null> {
    const [row] = await em.execute<{ uploaded_by: string; title: string }[]>(
      `update course set approval_status = 'approved', is_published = true, approved_at = ?, approved_by = ?,
         rejection_reason = null, updated_at = ?
       where id = ? and approval_status = 'pending' returning uploaded_by, title`,
      [at, adminEmail, at, courseId],
    );
    return row ?? null;
  }

  async reject(em: EntityManager, courseId: string, reason: string | null, at: Date): Promise<{ uploaded_by: string; title: string } | null> {
    const [row] = await em.execute<{ uploaded_by: string; title: string }[]>(
      `update course set approval_status = 'rejected', is_published = false, rejection_reason = ?, updated_at = ?
       where id = ? and approval_status = 'pending' returning uploaded_by, title`,
      [reason, at, courseId],
    );
    return row ?? null;
  }

  async setPublished(em: EntityManager, courseId: string, published: boolean, at: Date): Promise<{ title: string; uploaded_by: string | null } | null> {
    const [row] = await em.execute<{ title: string; uploaded_by: string | null }[]>(
      `update course set is_published = ?, updated_at = ? where id = ? and approval_status = 'approved' returning title, uploaded_by`,
      [published, at, courseId],
    );
    return row ?? null;
  }

  /** How many distinct courses the member took on the day, and whether this one is among them. */
  async downloadState(em: EntityManager, memberId: string, day: string, courseId: string): Promise<{ taken: number; already: boolean }> {
    const [row] = await em.execute<{ taken: string; already: boolean }[]>(
      `select count(*) as taken, coalesce(bool_or(course_id = ?), false) as already
       from course_download where member_id = ? and day = ?`,
      [courseId, memberId, day],
    );
    return { taken: Number(row.taken), already: row.already };
  }

  async recordDownload(em: EntityManager, memberId: string, day: string, courseId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into course_download (id, member_id, day, course_id, created_at) values (?, ?, ?, ?, ?)
       on conflict do nothing returning id`,
      [randomUUID(), memberId, day, courseId, at],
    );
    if (rows.length === 0) return false;
    await em.execute('update course set download_count = download_count + 1 where id = ?', [courseId]);
    return true;
  }



  /** The comment with its course's state, key-share locked (neither can be deleted meanwhile); null unless the viewer may reach both (ADR 0103). */
  async commentState(
    em: EntityManager,
    commentId: string,
    viewer: Viewer,
  ): Promise<{ course_id: string; likes_count: number; approval_status: ApprovalStatus; is_published: boolean } | null> {
    const [row] = await em.execute<{ course_id: string; likes_count: number; approval_status: ApprovalStatus; is_published: boolean }[]>(
      `select m.course_id, m.likes_count, c.approval_status, c.is_published from course_comment m join course c on c.id = m.course_id
       where m.id = ? and ${shownToViewer('m')} and ${shownToViewer('c', 'uploaded_by')} for key share of m, c`,
      [commentId, ...viewerParams(viewer), ...viewerParams(viewer)],
    );
    return row ?? null;
  }




  async deleteComment(em: EntityManager, commentId: string): Promise<{ course_id: string; author_id: string; content: string } | null> {
    const [found] = await em.execute<{ course_id: string }[]>('select course_id from course_comment where id = ?', [commentId]);
    if (!found) return null;
    // The course first, as deleting a course does: the two never wait on each other in opposite orders.
    await em.execute('select id from course where id = ? for no key update', [found.course_id]);
    const [row] = await em.execute<{ course_id: string; author_id: string; content: string }[]>(
      'delete from course_comment where id = ? returning course_id, author_id, content',
      [commentId],
    );
    if (!row) return null;
    await em.execute('update course set comments_count = comments_count - 1 where id = ?', [row.course_id]);
    return row;
  }
}
