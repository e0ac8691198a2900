import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiTooManyRequestsResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../../shared/http/error-body.js';
import { CurrentMember, MemberGuard, type AuthenticatedMember } from '../../../../identity/index.js';
import { LearningService, type Learner } from '../../application/learning.service.js';
import {
  CompleteBodyDto,
  CompletionDto,
  CourseProgressDto,
  LessonPageDto,
  ProgressBodyDto,
  ProgressResultDto,
  LessonCommentListDto,
  LessonCommentResultDto,
  RateBodyDto,
  RateResultDto,
} from './content.dto.js';
import { CommentBodyDto, CommentLikeResultDto, LikeBodyDto } from '../../../catalogue/adapters/http/courses.dto.js';
import { LessonCommentsService } from '../../application/lesson-comments.service.js';
import { RatingsService } from '../../application/ratings.service.js';

const learnerOf = (member: AuthenticatedMember): Learner => ({ memberId: member.id, isAdmin: member.isAdmin === true });

/** Lessons, progress and completion (spec: admin section 7, Lessons and Ratings). */
@ApiTags('courses')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@UseGuards(MemberGuard)
@Controller()
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly ratings: RatingsService,
    private readonly comments: LessonCommentsService,
  ) {}

  @Get('courses/:courseId/lessons/:lessonId')
  @ApiOperation({ summary: 'A lesson with its course, the member’s progress and the neighbours; enrols the member once', operationId: 'getLesson' })
  @ApiOkResponse({ type: LessonPageDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A locked module’s lesson that is not free' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Aula não encontrada' })
  lesson(@CurrentMember() member: AuthenticatedMember, @Param('courseId') courseId: string, @Param('lessonId') lessonId: string): Promise<LessonPageDto> {
    return this.learning.lessonPage(learnerOf(member), courseId, lessonId);
  }

  @Post('lessons/progress')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A playback report: the server counts watched seconds from wall-clock time (≤ 2×) and completes at 90 %',
    operationId: 'reportLessonProgress',
  })
  @ApiOkResponse({ type: ProgressResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Aula não encontrada' })
  progress(@CurrentMember() member: AuthenticatedMember, @Body() body: ProgressBodyDto): Promise<ProgressResultDto> {
    return this.learning.reportProgress(learnerOf(member), body);
  }

  @Post('lessons/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marcar como assistido: the lesson’s XP the first time only (+100 when it completes the course)', operationId: 'completeLesson' })
  @ApiOkResponse({ type: CompletionDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Aula não encontrada' })
  complete(@CurrentMember() member: AuthenticatedMember, @Body() body: CompleteBodyDto): Promise<CompletionDto> {
    return this.learning.completeLesson(learnerOf(member), body.courseId, body.lessonId);
  }

  @Get('courses/:id/progress')
  @ApiOperation({ summary: 'The member’s progress in a course', operationId: 'getCourseProgress' })
  @ApiOkResponse({ type: CourseProgressDto })
  courseProgress(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string): Promise<CourseProgressDto> {
    return this.learning.courseProgress(member.id, courseId);
  }

  @Post('courses/:id/rate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rate a course 1–5 with an optional review (enrolled, with a completed lesson or 10 %); a second call updates it',
    operationId: 'rateCourse',
  })
  @ApiOkResponse({ type: RateResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not enrolled or not enough progress (the reason in code and message)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Curso não encontrado' })
  async rate(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string, @Body() body: RateBodyDto): Promise<RateResultDto> {
    const result = await this.ratings.rate(member.id, courseId, body.rating, body.review);
    return { success: true, message: 'Avaliação enviada com sucesso!', rating: result.rating, average: result.average };
  }

  @Get('lessons/:lessonId/comments')
  @ApiOperation({ summary: 'A lesson’s comments, oldest first', operationId: 'listLessonComments' })
  @ApiOkResponse({ type: LessonCommentListDto })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Aula não encontrada' })
  async lessonComments(@CurrentMember() member: AuthenticatedMember, @Param('lessonId') lessonId: string): Promise<LessonCommentListDto> {
    return { comments: await this.comments.list(learnerOf(member), lessonId) };
  }

  @Post('lessons/:lessonId/comments')
  @ApiOperation({ summary: 'Comment on a lesson (plain text; one per 5 s; XP as a course comment)', operationId: 'addLessonComment' })
  @ApiCreatedResponse({ type: LessonCommentResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Aula não encontrada' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The same text as the member’s previous comment on this lesson' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async addLessonComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('lessonId') lessonId: string,
    @Body() body: CommentBodyDto,
  ): Promise<LessonCommentResultDto> {
    return { success: true, comment: await this.comments.add(learnerOf(member), lessonId, body.content) };
  }

  @Post('lessons/comments/:commentId/like')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like or unlike a lesson comment: {liked} sets the state, no body toggles', operationId: 'likeLessonComment' })
  @ApiBody({ type: LikeBodyDto, required: false })
  @ApiOkResponse({ type: CommentLikeResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  likeLessonComment(@CurrentMember() member: AuthenticatedMember, @Param('commentId') commentId: string, @Body() body: LikeBodyDto): Promise<CommentLikeResultDto> {
    return this.comments.like(member.id, commentId, body.liked);
  }
}
