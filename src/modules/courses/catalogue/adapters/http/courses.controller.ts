import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
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
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorBody } from '../../../../../shared/http/error-body.js';
import {
  CurrentMember,
  MemberGuard,
  OptionalMember,
  OptionalMemberGuard,
  type AuthenticatedMember,
} from '../../../../identity/index.js';
import { CatalogueService, type Viewer } from '../../application/catalogue.service.js';
import { MemberActionsService } from '../../application/member-actions.service.js';
import {
  CatalogueQueryDto,
  CataloguePageDto,
  CommentBodyDto,
  CommentLikeResultDto,
  CourseCommentListDto,
  CourseCommentResultDto,
  CourseDetailsDto,
  CourseFilterDto,
  CourseLikeResultDto,
  CourseListDto,
  DownloadLimitBodyDto,
  DownloadResultDto,
  LikeBodyDto,
  UploadCourseDto,
  UploadResultDto,
} from './courses.dto.js';

export function viewerOf(member: AuthenticatedMember | undefined, req: Request): Viewer {
  const session = req.session;
  return { memberId: member?.id ?? null, isAdmin: member?.isAdmin === true || Boolean(session?.admin) };
}

/** The course catalogue and what members do with courses (spec: learner area section 7; admin section 7). */
@ApiTags('courses')
@Controller()
export class CoursesController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly actions: MemberActionsService,
  ) {}

  @Get('courses')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({
    summary: 'Approved, published courses of both origins, newest first, in pages of 12 (guests may browse)',
    operationId: 'listCourses',
  })
  @ApiOkResponse({ type: CataloguePageDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  catalogueList(@OptionalMember() member: AuthenticatedMember | undefined, @Query() query: CatalogueQueryDto): Promise<CataloguePageDto> {
    return this.catalogue.catalogue(member?.id ?? null, { language: query.language, level: query.level, search: query.search }, query.page ?? 1);
  }

  @Get('my-uploaded-courses')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: "The caller's uploads in every approval status, newest first", operationId: 'listMyUploadedCourses' })
  @ApiOkResponse({ type: CourseListDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async myUploads(@CurrentMember() member: AuthenticatedMember, @Query() query: CourseFilterDto): Promise<CourseListDto> {
    return { courses: await this.catalogue.myUploads(member.id, { language: query.language, level: query.level }) };
  }

  @Post('courses/upload')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Send a course (torrent or external link) for approval; it starts pending', operationId: 'uploadCourse' })
  @ApiCreatedResponse({ type: UploadResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: "The spec's message for the first missing or invalid field" })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Five uploads already wait for approval' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'One upload a minute' })
  async upload(@CurrentMember() member: AuthenticatedMember, @Body() body: UploadCourseDto): Promise<UploadResultDto> {
    const course = await this.actions.upload(member.id, body);
    return { success: true, message: 'Curso enviado com sucesso! Aguarde a aprovação da administração.', course };
  }

  @Get('courses/:id/details')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({
    summary: 'A course with its uploader, counters and the caller’s like and allowance (pending and rejected ones only for their uploader and administrators)',
    operationId: 'getCourseDetails',
  })
  @ApiOkResponse({ type: CourseDetailsDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado' })
  async details(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Param('id') courseId: string,
  ): Promise<CourseDetailsDto> {
    return { course: await this.catalogue.details(viewerOf(member, req), courseId) };
  }

  @Post('courses/:id/download')
  @HttpCode(200)
  @UseGuards(MemberGuard)
  @ApiOperation({
    summary: 'The download address of a published community course; uses one of the day’s downloads unless taken today already',
    operationId: 'downloadCourse',
  })
  @ApiOkResponse({ type: DownloadResultDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'An admin-created course has no download' })
  @ApiTooManyRequestsResponse({ type: DownloadLimitBodyDto, description: 'The day’s downloads are used up; resets at São Paulo midnight' })
  download(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string): Promise<DownloadResultDto> {
    return this.actions.download(member.id, courseId);
  }

  @Post('courses/:id/like')
  @HttpCode(200)
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Like or unlike a published course: {liked} sets the state, no body toggles', operationId: 'likeCourse' })
  @ApiBody({ type: LikeBodyDto, required: false })
  @ApiOkResponse({ type: CourseLikeResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  like(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string, @Body() body: LikeBodyDto): Promise<CourseLikeResultDto> {
    return this.actions.likeCourse(member.id, courseId, body.liked);
  }

  @Get('courses/:id/comments')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({ summary: 'Comments of a course, oldest first, with their authors’ ranks', operationId: 'listCourseComments' })
  @ApiOkResponse({ type: CourseCommentListDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async comments(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Param('id') courseId: string,
  ): Promise<CourseCommentListDto> {
    return { comments: await this.catalogue.comments(viewerOf(member, req), courseId) };
  }

  @Post('courses/:id/comments')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Comment on a published course (+10 XP through gamification)', operationId: 'addCourseComment' })
  @ApiCreatedResponse({ type: CourseCommentResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The same text as the member’s previous comment on this course' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'One comment per 5 s' })
  async addComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') courseId: string,
    @Body() body: CommentBodyDto,
  ): Promise<CourseCommentResultDto> {
    return { success: true, comment: await this.actions.addComment(member.id, courseId, body.content ?? '') };
  }

  @Post('courses/comments/:commentId/like')
  @HttpCode(200)
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Like or unlike a course comment: {liked} sets the state, no body toggles', operationId: 'likeCourseComment' })
  @ApiBody({ type: LikeBodyDto, required: false })
  @ApiOkResponse({ type: CommentLikeResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is banned' })
  @ApiNotFoundResponse({ type: ErrorBody })
  likeComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('commentId') commentId: string,
    @Body() body: LikeBodyDto,
  ): Promise<CommentLikeResultDto> {
    return this.actions.likeComment(member.id, commentId, body.liked);
  }
}
