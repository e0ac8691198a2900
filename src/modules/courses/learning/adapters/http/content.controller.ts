import { Controller, Param, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { OptionalMember, OptionalMemberGuard, type AuthenticatedMember } from '../../../../identity/index.js';
import { CatalogueService } from '../../../catalogue/application/catalogue.service.js';
import { ContentService } from '../../application/content.service.js';
import { ModuleListDto, RatingsPageDto } from './content.dto.js';
import { RatingsService } from '../../application/ratings.service.js';
import { CourseDetailsDto } from '../../../catalogue/adapters/http/courses.dto.js';
import { viewerOf } from '../../../catalogue/adapters/http/courses.controller.js';
import { Endpoint } from '../../../../../shared/http/endpoint.js';

/** A course's page and its modules and lessons (spec: admin section 7, Admin course content). */
@ApiTags('courses')
@Controller('courses/:id')
export class ContentController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly content: ContentService,
    private readonly ratings: RatingsService,
  ) {}

  @Endpoint({
    method: 'GET', operationId: 'getCourse', auth: 'optional', ok: CourseDetailsDto,
    summary: 'A course (the same view as /details): unpublished ones only for administrators',
    errors: { 404: 'Curso não encontrado' },
  })
  @UseGuards(OptionalMemberGuard)
  async course(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<CourseDetailsDto> {
    return { course: await this.catalogue.details(viewerOf(member, req), courseId) };
  }

  @Endpoint({
    method: 'GET', path: 'modules', operationId: 'listCourseModules', auth: 'optional', ok: ModuleListDto,
    summary: 'Modules in order with their lessons in order (learners see only active lessons; administrators all)',
    errors: { 404: 'Curso não encontrado' },
  })
  @UseGuards(OptionalMemberGuard)
  async modules(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<ModuleListDto> {
    return { modules: await this.content.modules(viewerOf(member, req), courseId) };
  }

  @Endpoint({
    method: 'GET', path: 'ratings', operationId: 'listCourseRatings', auth: 'optional', ok: RatingsPageDto,
    summary: 'The course’s ratings, newest first, and the caller’s own',
    errors: { 404: 'Curso não encontrado' },
  })
  @UseGuards(OptionalMemberGuard)
  ratingsOf(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<RatingsPageDto> {
    return this.ratings.list(viewerOf(member, req), courseId);
  }
}
