import { Body, Param } from '@nestjs/common';
import { ForAdministrators, CurrentAdmin } from '../../../../identity/index.js';
import { ContentService } from '../../application/content.service.js';
import { LessonBodyDto, LessonResultDto, ModuleBodyDto, ModuleResultDto, SuccessDto } from './content.dto.js';
import { Endpoint } from '../../../../../shared/http/endpoint.js';

/** The course content editor's calls (spec: admin section 7, Admin course content). */
/** What every change of a course's content can meet. */
const CONTENT_ERRORS = {
  404: 'Curso não encontrado / Módulo não encontrado / Aula não encontrada',
  409: 'A community upload has no modules or lessons',
};

@ForAdministrators('admin/courses/:id', 'admin')
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @Endpoint({
    method: 'POST', path: 'modules', operationId: 'createCourseModule', auth: 'admin', ok: ModuleResultDto,
    summary: 'Add a module (module_order = count + 1 unless a position is given)',
    errors: CONTENT_ERRORS,
  })
  async createModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: ModuleBodyDto): Promise<ModuleResultDto> {
    return { success: true, module: await this.content.createModule(adminEmail, courseId, body) };
  }

  @Endpoint({
    method: 'PUT', path: 'modules/:moduleId', operationId: 'updateCourseModule', auth: 'admin', ok: ModuleResultDto,
    summary: 'Edit a module or move it (orders stay dense)',
    errors: CONTENT_ERRORS,
  })
  async updateModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('moduleId') moduleId: string, @Body() body: ModuleBodyDto): Promise<ModuleResultDto> {
    return { success: true, module: await this.content.updateModule(adminEmail, courseId, moduleId, body) };
  }

  @Endpoint({
    method: 'DELETE', path: 'modules/:moduleId', operationId: 'deleteCourseModule', auth: 'admin', ok: SuccessDto,
    summary: 'Delete a module with its lessons',
    errors: CONTENT_ERRORS,
  })
  async deleteModule(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('moduleId') moduleId: string): Promise<SuccessDto> {
    await this.content.deleteModule(adminEmail, courseId, moduleId);
    return { success: true };
  }

  @Endpoint({
    method: 'POST', path: 'lessons', operationId: 'createCourseLesson', auth: 'admin', ok: LessonResultDto,
    summary: 'Add a lesson to a module (lesson_order = count in the module + 1 unless given)',
    errors: CONTENT_ERRORS,
  })
  async createLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Body() body: LessonBodyDto): Promise<LessonResultDto> {
    const lesson = await this.content.createLesson(adminEmail, courseId, body);
    return { success: true, lessonId: lesson.id, lesson };
  }

  @Endpoint({
    method: 'PUT', path: 'lessons/:lessonId', operationId: 'updateCourseLesson', auth: 'admin', ok: LessonResultDto,
    summary: 'Edit a lesson, move it within or across modules',
    errors: CONTENT_ERRORS,
  })
  async updateLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string, @Body() body: LessonBodyDto): Promise<LessonResultDto> {
    const lesson = await this.content.updateLesson(adminEmail, courseId, lessonId, body);
    return { success: true, lessonId: lesson.id, lesson };
  }

  @Endpoint({
    method: 'DELETE', path: 'lessons/:lessonId', operationId: 'deleteCourseLesson', auth: 'admin', ok: SuccessDto,
    summary: 'Delete a lesson',
    errors: CONTENT_ERRORS,
  })
  async deleteLesson(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string): Promise<SuccessDto> {
    await this.content.deleteLesson(adminEmail, courseId, lessonId);
    return { success: true };
  }
}
