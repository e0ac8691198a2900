import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../../shared/errors/index.js';
import { EventPublisher } from '../../../../shared/events/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { ADMINISTRATOR } from '../../../../shared/moderation/index.js';
import { Clock } from '../../../../shared/time/index.js';
import { IdentityApi } from '../../../identity/index.js';
import { NotificationsApi } from '../../../notifications/index.js';
import { ADMIN_COURSE_LEVELS, COURSE_LEVELS, courseFields, validateAdminCourse, type AdminCourseInput } from '../domain/course.js';
import { CoursesRepository } from './ports/persistence.js';
import { CatalogueService } from './catalogue.service.js';
import { CommentNotFoundError, CourseNotApprovedError, CourseNotFoundError, CourseNotPendingError } from './courses.errors.js';
import type { AdminCourseView } from './courses.views.js';
import { COURSES_NOTIFICATION_KEYS } from '../domain/notification-messages.js';
import { recordAdminAction } from './admin-actions.js';
import { excerpt } from '../../../../shared/text/excerpt.js';

export interface AdminActionResult {
  success: true;
  message: string;
}

/**
 * Administrators' course management (spec: admin section 2). Every decision
 * is one conditional statement, so parallel clicks act once, publish one event
 * and notify once; every action announces itself to the audit log in the same
 * transaction (ADR 0037).
 */
@Injectable()
export class CourseAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CoursesRepository,
    private readonly catalogue: CatalogueService,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  /** Admin-created courses start approved and unpublished. */
  async createCourse(adminEmail: string, input: AdminCourseInput): Promise<AdminCourseView> {
    const c = validOrThrow(validateAdminCourse(input));
    const courseId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      await this.repository.insertCourse(em, {
        ...courseFields(c),
        id: courseId,
        origin: 'admin',
        approvalStatus: 'approved',
        isPublished: false,
        uploadedBy: null,
        torrentFileUrl: null,
        externalLink: null,
        approvedAt: now,
        approvedBy: adminEmail,
        createdAt: now,
      });
      recordAdminAction(this.events, em, { adminEmail, action: 'course_created', targetType: 'course', targetId: courseId, targetLabel: c.title });
    });
    return this.catalogue.adminCourse(courseId);
  }

  /** Edits a course of either origin; an upload keeps the upload levels (with Completo). */
  async updateCourse(adminEmail: string, courseId: string, input: AdminCourseInput): Promise<AdminCourseView> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const course = await this.repository.courseState(em, courseId, ADMINISTRATOR);
      if (!course) throw new CourseNotFoundError();
      const c = validOrThrow(validateAdminCourse(input, course.origin === 'admin' ? ADMIN_COURSE_LEVELS : COURSE_LEVELS));
      const now = this.clock.now();
      await this.repository.updateCourse(em, courseId, courseFields(c), now);
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'course_updated',
        targetType: 'course',
        targetId: courseId,
        memberId: course.uploaded_by,
        targetLabel: c.title,
      });
    });
    return this.catalogue.adminCourse(courseId);
  }

  /** Removes the course from every list; XP already earned from it stays. */
  async deleteCourse(adminEmail: string, courseId: string): Promise<AdminActionResult> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const course = await this.repository.deleteCourse(em, courseId);
      if (!course) throw new CourseNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'course_deleted',
        targetType: 'course',
        targetId: courseId,
        memberId: course.uploaded_by,
        targetLabel: course.title,
      });
    });
    return { success: true, message: 'Curso excluído.' };
  }

  async approve(adminEmail: string, courseId: string): Promise<AdminActionResult> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const course = await this.repository.approve(em, courseId, adminEmail, now);
      if (!course) throw (await this.repository.exists(em, courseId)) ? new CourseNotPendingError() : new CourseNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'course_approved',
        targetType: 'course',
        targetId: courseId,
        memberId: course.uploaded_by,
        targetLabel: course.title,
      });
      await this.notifications.notify(em, course.uploaded_by, {
        type: 'other',
        titleKey: COURSES_NOTIFICATION_KEYS.uploadApproved.title,
        messageKey: COURSES_NOTIFICATION_KEYS.uploadApproved.message,
        params: { title: course.title },
        path: `/curso/${courseId}`,
        email: 'at_once',
      });
      this.events.publish(em, 'courses.upload_approved', { courseId, uploaderId: course.uploaded_by, approvedBy: adminEmail });
    });
    return { success: true, message: 'Curso aprovado com sucesso!' };
  }

  async reject(adminEmail: string, courseId: string, reason: string | null): Promise<AdminActionResult> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const course = await this.repository.reject(em, courseId, reason, now);
      if (!course) throw (await this.repository.exists(em, courseId)) ? new CourseNotPendingError() : new CourseNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'course_rejected',
        targetType: 'course',
        targetId: courseId,
        memberId: course.uploaded_by,
        reason,
        targetLabel: course.title,
      });
      const keys = reason ? COURSES_NOTIFICATION_KEYS.uploadRejectedWithReason : COURSES_NOTIFICATION_KEYS.uploadRejected;
      await this.notifications.notify(em, course.uploaded_by, {
        type: 'other',
        titleKey: keys.title,
        messageKey: keys.message,
        params: reason ? { title: course.title, reason } : { title: course.title },
        path: '/upload-curso',
        email: 'at_once',
      });
      this.events.publish(em, 'courses.upload_rejected', { courseId, uploaderId: course.uploaded_by, rejectedBy: adminEmail });
    });
    return { success: true, message: 'Curso rejeitado.' };
  }

  async setPublished(adminEmail: string, courseId: string, published: boolean): Promise<AdminActionResult & { is_published: boolean }> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const course = await this.repository.setPublished(em, courseId, published, now);
      if (!course) throw (await this.repository.exists(em, courseId)) ? new CourseNotApprovedError() : new CourseNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: published ? 'course_published' : 'course_unpublished',
        targetType: 'course',
        targetId: courseId,
        memberId: course.uploaded_by,
        targetLabel: course.title,
      });
    });
    return { success: true, message: published ? 'Curso publicado.' : 'Curso despublicado.', is_published: published };
  }

  /** Deletes a course comment; gamification takes back its XP. */
  async deleteComment(adminEmail: string, commentId: string, reason: string | null): Promise<AdminActionResult> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const comment = await this.repository.deleteComment(em, commentId);
      if (!comment) throw new CommentNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'course_comment_deleted',
        targetType: 'course_comment',
        targetId: commentId,
        memberId: comment.author_id,
        reason,
        targetLabel: excerpt(comment.content),
      });
      this.events.publish(em, 'courses.comment_deleted', { commentId, courseId: comment.course_id, authorId: comment.author_id });
    });
    return { success: true, message: 'Comentário excluído.' };
  }
}
