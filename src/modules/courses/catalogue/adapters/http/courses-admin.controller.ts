import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../../shared/http/error-body.js';
import { AdminGuard, CurrentAdmin } from '../../../../identity/index.js';
import { CatalogueService } from '../../application/catalogue.service.js';
import { CourseAdminService } from '../../application/course-admin.service.js';
import {
  AdminActionResultDto,
  AdminCourseDto,
  AdminCourseListDto,
  AdminCourseResultDto,
  RejectBodyDto,
  TogglePublicDto,
  TogglePublicResultDto,
} from './courses.dto.js';

/** Course management (spec: admin sections 2 and 7). Every action lands in the courses audit trail. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@UseGuards(AdminGuard)
@Controller('admin/courses')
export class CoursesAdminController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly admin: CourseAdminService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every course of both origins and statuses, newest first, with its stats', operationId: 'listAdminCourses' })
  @ApiOkResponse({ type: AdminCourseListDto })
  async list(): Promise<AdminCourseListDto> {
    return { courses: await this.catalogue.adminList() };
  }

  @Post()
  @ApiOperation({ summary: 'Create an administrators’ course (approved, not yet public)', operationId: 'createAdminCourse' })
  @ApiCreatedResponse({ type: AdminCourseResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async create(@CurrentAdmin() adminEmail: string, @Body() body: AdminCourseDto): Promise<AdminCourseResultDto> {
    return { success: true, course: await this.admin.createCourse(adminEmail, body) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a course', operationId: 'updateAdminCourse' })
  @ApiOkResponse({ type: AdminCourseResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async update(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: AdminCourseDto): Promise<AdminCourseResultDto> {
    return { success: true, course: await this.admin.updateCourse(adminEmail, courseId, body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a course with its likes, comments and downloads (XP already earned stays)', operationId: 'deleteAdminCourse' })
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  remove(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string): Promise<AdminActionResultDto> {
    return this.admin.deleteCourse(adminEmail, courseId);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve and publish a pending upload (+80 XP to the uploader once, and a notification)', operationId: 'approveCourse' })
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The course is not pending' })
  approve(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string): Promise<AdminActionResultDto> {
    return this.admin.approve(adminEmail, courseId);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending upload, with an optional reason shown to the uploader', operationId: 'rejectCourse' })
  @ApiBody({ type: RejectBodyDto, required: false })
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The course is not pending' })
  reject(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: RejectBodyDto): Promise<AdminActionResultDto> {
    return this.admin.reject(adminEmail, courseId, body.reason ? body.reason : null);
  }

  @Post(':id/toggle-public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an approved course public or not', operationId: 'toggleCoursePublic' })
  @ApiOkResponse({ type: TogglePublicResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Only approved courses can be published' })
  togglePublic(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: TogglePublicDto): Promise<TogglePublicResultDto> {
    return this.admin.setPublished(adminEmail, courseId, body.is_published);
  }

  @Delete('comments/:commentId')
  @ApiOperation({ summary: 'Delete a course comment (its XP is taken back)', operationId: 'deleteCourseComment' })
  @ApiBody({ type: RejectBodyDto, required: false })
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  deleteComment(@CurrentAdmin() adminEmail: string, @Param('commentId') commentId: string, @Body() body: RejectBodyDto): Promise<AdminActionResultDto> {
    return this.admin.deleteComment(adminEmail, commentId, body.reason ? body.reason : null);
  }
}
