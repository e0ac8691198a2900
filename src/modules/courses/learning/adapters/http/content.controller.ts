import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorBody } from '../../../../../shared/http/error-body.js';
import { OptionalMember, OptionalMemberGuard, type AuthenticatedMember } from '../../../../identity/index.js';
import { CatalogueService } from '../../../catalogue/application/catalogue.service.js';
import { ContentService } from '../../application/content.service.js';
import { ModuleListDto, RatingsPageDto } from './content.dto.js';
import { RatingsService } from '../../application/ratings.service.js';
import { CourseDetailsDto } from '../../../catalogue/adapters/http/courses.dto.js';
import { viewerOf } from '../../../catalogue/adapters/http/courses.controller.js';

/** A course's page and its modules and lessons (spec: admin section 7, Admin course content). */
@ApiTags('courses')
@Controller('courses/:id')
export class ContentController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly content: ContentService,
    private readonly ratings: RatingsService,
  ) {}

  @Get()
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({ summary: 'A course (the same view as /details): unpublished ones only for administrators', operationId: 'getCourse' })
  @ApiOkResponse({ type: CourseDetailsDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado' })
  async course(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<CourseDetailsDto> {
    return { course: await this.catalogue.details(viewerOf(member, req), courseId) };
  }

  @Get('modules')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({
    summary: 'Modules in order with their lessons in order (learners see only active lessons; administrators all)',
    operationId: 'listCourseModules',
  })
  @ApiOkResponse({ type: ModuleListDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado' })
  async modules(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<ModuleListDto> {
    return { modules: await this.content.modules(viewerOf(member, req), courseId) };
  }

  @Get('ratings')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({ summary: 'The course’s ratings, newest first, and the caller’s own', operationId: 'listCourseRatings' })
  @ApiOkResponse({ type: RatingsPageDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado' })
  ratingsOf(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Param('id') courseId: string): Promise<RatingsPageDto> {
    return this.ratings.list(viewerOf(member, req), courseId);
  }
}
