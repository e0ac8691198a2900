import { Body, Controller, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  CurrentMember,
  MemberGuard,
  OptionalMember,
  OptionalMemberGuard,
  type AuthenticatedMember,
} from '../../../../identity/index.js';
import { CatalogueService, type Member, type Viewer } from '../../application/catalogue.service.js';
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
import { Endpoint } from '../../../../../shared/http/endpoint.js';
import { LIKES_LIMIT_DESCRIPTION } from '../../../../../shared/engagement/index.js';

export function viewerOf(member: AuthenticatedMember | undefined, req: Request): Viewer {
  const session = req.session;
  return { memberId: member?.id ?? null, isAdmin: member?.isAdmin === true || Boolean(session?.admin) };
}

/** A signed-in member acting on a course, and whether an administrator (ADR 0103). */
export function memberOf(member: AuthenticatedMember): Member {
  return { memberId: member.id, isAdmin: member.isAdmin === true };
}

/** The course catalogue and what members do with courses (spec: learner area section 7; admin section 7). */
@ApiTags('courses')
@Controller()
export class CoursesController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly actions: MemberActionsService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'courses', operationId: 'listCourses', auth: 'optional', ok: CataloguePageDto,
    summary: 'Approved, published courses of both origins, newest first, in pages of 12 (guests may browse)',
  })
  @UseGuards(OptionalMemberGuard)
  catalogueList(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Query() query: CatalogueQueryDto,
  ): Promise<CataloguePageDto> {
    return this.catalogue.catalogue(viewerOf(member, req), { language: query.language, level: query.level, search: query.search }, query.page ?? 1);
  }

  @Endpoint({
    method: 'GET', path: 'my-uploaded-courses', operationId: 'listMyUploadedCourses', auth: 'member', ok: CourseListDto,
    summary: "The caller's uploads in every approval status, newest first",
  })
  @UseGuards(MemberGuard)
  async myUploads(@CurrentMember() member: AuthenticatedMember, @Query() query: CourseFilterDto): Promise<CourseListDto> {
    return { courses: await this.catalogue.myUploads(member.id, { language: query.language, level: query.level }) };
  }

  @Endpoint({
    method: 'POST', path: 'courses/upload', operationId: 'uploadCourse', auth: 'member', ok: UploadResultDto,
    summary: 'Send a course (torrent or external link) for approval; it starts pending',
    errors: { 400: "The spec's message for the first missing or invalid field", 403: 'The member is banned', 409: 'Five uploads already wait for approval', 429: 'One upload a minute' },
  })
  @UseGuards(MemberGuard)
  async upload(@CurrentMember() member: AuthenticatedMember, @Body() body: UploadCourseDto): Promise<UploadResultDto> {
    const course = await this.actions.upload(member.id, body);
    return { success: true, message: 'Curso enviado com sucesso! Aguarde a aprovação da administração.', course };
  }

  @Endpoint({
    method: 'GET', path: 'courses/:id/details', operationId: 'getCourseDetails', auth: 'optional', ok: CourseDetailsDto,
    summary: 'A course with its uploader, counters and the caller’s like and allowance (pending and rejected ones only for their uploader and administrators)',
    errors: { 404: 'Curso não encontrado' },
  })
  @UseGuards(OptionalMemberGuard)
  async details(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Param('id') courseId: string,
  ): Promise<CourseDetailsDto> {
    return { course: await this.catalogue.details(viewerOf(member, req), courseId) };
  }

  @Endpoint({
    method: 'POST', path: 'courses/:id/download', operationId: 'downloadCourse', auth: 'member', status: 200, ok: DownloadResultDto,
    summary: 'The download address of a published community course; uses one of the day’s downloads unless taken today already',
    errors: { 403: 'The member is banned', 404: 'Not found', 409: 'An admin-created course has no download', 429: { description: 'The day’s downloads are used up; resets at São Paulo midnight', type: DownloadLimitBodyDto } },
  })
  @UseGuards(MemberGuard)
  download(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string): Promise<DownloadResultDto> {
    return this.actions.download(memberOf(member), courseId);
  }

  @Endpoint({
    method: 'POST', path: 'courses/:id/like', operationId: 'likeCourse', auth: 'member', status: 200, ok: CourseLikeResultDto,
    summary: 'Like or unlike a published course: {liked} sets the state, no body toggles',
    body: { type: LikeBodyDto, required: false },
    errors: { 403: 'The member is banned', 404: 'Not found', 429: LIKES_LIMIT_DESCRIPTION },
  })
  @UseGuards(MemberGuard)
  like(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string, @Body() body: LikeBodyDto): Promise<CourseLikeResultDto> {
    return this.actions.likeCourse(memberOf(member), courseId, body.liked);
  }

  @Endpoint({
    method: 'GET', path: 'courses/:id/comments', operationId: 'listCourseComments', auth: 'optional', ok: CourseCommentListDto,
    summary: 'Comments of a course, oldest first, with their authors’ ranks',
    errors: { 404: 'Not found' },
  })
  @UseGuards(OptionalMemberGuard)
  async comments(
    @OptionalMember() member: AuthenticatedMember | undefined,
    @Req() req: Request,
    @Param('id') courseId: string,
  ): Promise<CourseCommentListDto> {
    return { comments: await this.catalogue.comments(viewerOf(member, req), courseId) };
  }

  @Endpoint({
    method: 'POST', path: 'courses/:id/comments', operationId: 'addCourseComment', auth: 'member', ok: CourseCommentResultDto,
    summary: 'Comment on a published course (+10 XP through gamification)',
    errors: { 403: 'The member is banned', 404: 'Not found', 409: 'The same text as the member’s previous comment on this course', 429: 'One comment per 5 s' },
  })
  @UseGuards(MemberGuard)
  async addComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id') courseId: string,
    @Body() body: CommentBodyDto,
  ): Promise<CourseCommentResultDto> {
    return { success: true, comment: await this.actions.addComment(memberOf(member), courseId, body.content ?? '') };
  }

  @Endpoint({
    method: 'POST', path: 'courses/comments/:commentId/like', operationId: 'likeCourseComment', auth: 'member', status: 200, ok: CommentLikeResultDto,
    summary: 'Like or unlike a course comment: {liked} sets the state, no body toggles',
    body: { type: LikeBodyDto, required: false },
    errors: { 403: 'The member is banned', 404: 'Not found', 429: LIKES_LIMIT_DESCRIPTION },
  })
  @UseGuards(MemberGuard)
  likeComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('commentId') commentId: string,
    @Body() body: LikeBodyDto,
  ): Promise<CommentLikeResultDto> {
    return this.actions.likeComment(memberOf(member), commentId, body.liked);
  }
}
