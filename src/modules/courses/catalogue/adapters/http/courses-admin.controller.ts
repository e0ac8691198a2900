import { Body, Param } from '@nestjs/common';
import { ForAdministrators, CurrentAdmin } from '../../../../identity/index.js';
import { CatalogueService } from '../../application/catalogue.service.js';
import { CourseAdminService } from '../../application/course-admin.service.js';
import { AdminActionResultDto, AdminCourseDto, AdminCourseListDto, AdminCourseResultDto, RejectBodyDto, TogglePublicDto, TogglePublicResultDto } from './courses.dto.js';
import { Endpoint } from '../../../../../shared/http/endpoint.js';

/** Course management (spec: admin sections 2 and 7). Every action lands in the courses audit trail. */
@ForAdministrators('admin/courses', 'admin')
export class CoursesAdminController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly admin: CourseAdminService,
  ) {}

  @Endpoint({
    method: 'GET', operationId: 'listAdminCourses', auth: 'admin', ok: AdminCourseListDto,
    summary: 'Every course of both origins and statuses, newest first, with its stats',
  })
  async list(): Promise<AdminCourseListDto> {
    return { courses: await this.catalogue.adminList() };
  }

  @Endpoint({
    method: 'POST', operationId: 'createAdminCourse', auth: 'admin', ok: AdminCourseResultDto,
    summary: 'Create an administrators’ course (approved, not yet public)',
  })
  async create(@CurrentAdmin() adminEmail: string, @Body() body: AdminCourseDto): Promise<AdminCourseResultDto> {
    return { success: true, course: await this.admin.createCourse(adminEmail, body) };
  }

  @Endpoint({
    method: 'PUT', path: ':id', operationId: 'updateAdminCourse', auth: 'admin', ok: AdminCourseResultDto,
    summary: 'Edit a course',
    errors: { 404: 'Not found' },
  })
  async update(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: AdminCourseDto): Promise<AdminCourseResultDto> {
    return { success: true, course: await this.admin.updateCourse(adminEmail, courseId, body) };
  }

  @Endpoint({
    method: 'DELETE', path: ':id', operationId: 'deleteAdminCourse', auth: 'admin', ok: AdminActionResultDto,
    summary: 'Delete a course with its likes, comments and downloads (XP already earned stays)',
    errors: { 404: 'Not found' },
  })
  remove(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string): Promise<AdminActionResultDto> {
    return this.admin.deleteCourse(adminEmail, courseId);
  }

  @Endpoint({
    method: 'POST', path: ':id/approve', operationId: 'approveCourse', auth: 'admin', status: 200, ok: AdminActionResultDto,
    summary: 'Approve and publish a pending upload (+80 XP to the uploader once, and a notification)',
    errors: { 404: 'Not found', 409: 'The course is not pending' },
  })
  approve(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string): Promise<AdminActionResultDto> {
    return this.admin.approve(adminEmail, courseId);
  }

  @Endpoint({
    method: 'POST', path: ':id/reject', operationId: 'rejectCourse', auth: 'admin', status: 200, ok: AdminActionResultDto,
    summary: 'Reject a pending upload, with an optional reason shown to the uploader',
    body: { type: RejectBodyDto, required: false },
    errors: { 404: 'Not found', 409: 'The course is not pending' },
  })
  reject(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: RejectBodyDto): Promise<AdminActionResultDto> {
    return this.admin.reject(adminEmail, courseId, body.reason ? body.reason : null);
  }

  @Endpoint({
    method: 'POST', path: ':id/toggle-public', operationId: 'toggleCoursePublic', auth: 'admin', status: 200, ok: TogglePublicResultDto,
    summary: 'Make an approved course public or not',
    errors: { 404: 'Not found', 409: 'Only approved courses can be published' },
  })
  togglePublic(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: TogglePublicDto): Promise<TogglePublicResultDto> {
    return this.admin.setPublished(adminEmail, courseId, body.is_published);
  }

  @Endpoint({
    method: 'DELETE', path: 'comments/:commentId', operationId: 'deleteCourseComment', auth: 'admin', ok: AdminActionResultDto,
    summary: 'Delete a course comment (its XP is taken back)',
    body: { type: RejectBodyDto, required: false },
    errors: { 404: 'Not found' },
  })
  deleteComment(@CurrentAdmin() adminEmail: string, @Param('commentId') commentId: string, @Body() body: RejectBodyDto): Promise<AdminActionResultDto> {
    return this.admin.deleteComment(adminEmail, commentId, body.reason ? body.reason : null);
  }
}
