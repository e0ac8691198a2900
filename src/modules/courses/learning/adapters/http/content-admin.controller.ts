import { Body, Controller, Delete, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { ContentService } from '../../application/content.service.js';
import { LessonBodyDto, LessonResultDto, ModuleBodyDto, ModuleResultDto, SuccessDto } from './content.dto.js';

/** The course content editor's calls (spec: admin section 7, Admin course content). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado / Módulo não encontrado / Aula não encontrada' })
@ApiConflictResponse({ type: ErrorBody, description: 'A community upload has no modules or lessons' })
@UseGuards(AdminGuard)
@Controller('admin/courses/:id')
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @Post('modules')
  @ApiOperation({ summary: 'Add a module (module_order = count + 1 unless a position is given)', operationId: 'createCourseModule' })
  @ApiCreatedResponse({ type: ModuleResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async createModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: ModuleBodyDto): Promise<ModuleResultDto> {
    return { success: true, module: await this.content.createModule(adminEmail, courseId, body) };
  }

  @Put('modules/:moduleId')
  @ApiOperation({ summary: 'Edit a module or move it (orders stay dense)', operationId: 'updateCourseModule' })
  @ApiOkResponse({ type: ModuleResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async updateModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('moduleId') moduleId: string, @Body() body: ModuleBodyDto): Promise<ModuleResultDto> {
    return { success: true, module: await this.content.updateModule(adminEmail, courseId, moduleId, body) };
  }

  @Delete('modules/:moduleId')
  @ApiOperation({ summary: 'Delete a module with its lessons', operationId: 'deleteCourseModule' })
  @ApiOkResponse({ type: SuccessDto })
  async deleteModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('moduleId') moduleId: string): Promise<SuccessDto> {
    await this.content.deleteModule(adminEmail, courseId, moduleId);
    return { success: true };
  }

  @Post('lessons')
  @ApiOperation({ summary: 'Add a lesson to a module (lesson_order = count in the module + 1 unless given)', operationId: 'createCourseLesson' })
  @ApiCreatedResponse({ type: LessonResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async createLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: LessonBodyDto): Promise<LessonResultDto> {
    const lesson = await this.content.createLesson(adminEmail, courseId, body);
    return { success: true, lessonId: lesson.id, lesson };
  }

  @Put('lessons/:lessonId')
  @ApiOperation({ summary: 'Edit a lesson, move it within or across modules', operationId: 'updateCourseLesson' })
  @ApiOkResponse({ type: LessonResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async updateLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string, @Body() body: LessonBodyDto): Promise<LessonResultDto> {
    const lesson = await this.content.updateLesson(adminEmail, courseId, lessonId, body);
    return { success: true, lessonId: lesson.id, lesson };
  }

  @Delete('lessons/:lessonId')
  @ApiOperation({ summary: 'Delete a lesson', operationId: 'deleteCourseLesson' })
  @ApiOkResponse({ type: SuccessDto })
  async deleteLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string): Promise<SuccessDto> {
    await this.content.deleteLesson(adminEmail, courseId, lessonId);
    return { success: true };
  }
}
