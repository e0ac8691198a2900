import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { Endpoint } from '../../../../../shared/http/endpoint.js';
import { LIKES_LIMIT_DESCRIPTION } from '../../../../../shared/engagement/index.js';

const learnerOf = (member: AuthenticatedMember): Learner => ({ memberId: member.id, isAdmin: member.isAdmin === true });

/** Lessons, progress and completion (spec: admin section 7, Lessons and Ratings). */
@ApiTags('courses')
@UseGuards(MemberGuard)
@Controller()
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly ratings: RatingsService,
    private readonly comments: LessonCommentsService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'courses/:courseId/lessons/:lessonId', operationId: 'getLesson', auth: 'member', ok: LessonPageDto,
    summary: 'A lesson with its course, the member’s progress and the neighbours; enrols the member once',
    errors: { 403: 'A locked module’s lesson that is not free', 404: 'Aula não encontrada' },
  })
  lesson(@CurrentMember() member: AuthenticatedMember, @Param('courseId') courseId: string, @Param('lessonId') lessonId: string): Promise<LessonPageDto> {
    return this.learning.lessonPage(learnerOf(member), courseId, lessonId);
  }

  @Endpoint({
    method: 'POST', path: 'lessons/progress', operationId: 'reportLessonProgress', auth: 'member', status: 200, ok: ProgressResultDto,
    summary: 'A playback report: the server counts watched seconds from wall-clock time (≤ 2×) and completes at 90 %',
    errors: { 403: 'Not allowed', 404: 'Aula não encontrada' },
  })
  progress(@CurrentMember() member: AuthenticatedMember, @Body() body: ProgressBodyDto): Promise<ProgressResultDto> {
    return this.learning.reportProgress(learnerOf(member), body);
  }

  @Endpoint({
    method: 'POST', path: 'lessons/complete', operationId: 'completeLesson', auth: 'member', status: 200, ok: CompletionDto,
    summary: 'Marcar como assistido: the lesson’s XP the first time only (+100 when it completes the course)',
    errors: { 403: 'Not allowed', 404: 'Aula não encontrada' },
  })
  complete(@CurrentMember() member: AuthenticatedMember, @Body() body: CompleteBodyDto): Promise<CompletionDto> {
    return this.learning.completeLesson(learnerOf(member), body.courseId, body.lessonId);
  }

  @Endpoint({
    method: 'GET', path: 'courses/:id/progress', operationId: 'getCourseProgress', auth: 'member', ok: CourseProgressDto,
    summary: 'The member’s progress in a course',
  })
  courseProgress(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string): Promise<CourseProgressDto> {
    return this.learning.courseProgress(member.id, courseId);
  }

  @Endpoint({
    method: 'POST', path: 'courses/:id/rate', operationId: 'rateCourse', auth: 'member', status: 200, ok: RateResultDto,
    summary: 'Rate a course 1–5 with an optional review (enrolled, with a completed lesson or 10 %); a second call updates it',
    errors: { 403: 'Not enrolled or not enough progress (the reason in code and message)', 404: 'Curso não encontrado' },
  })
  async rate(@CurrentMember() member: AuthenticatedMember, @Param('id') courseId: string, @Body() body: RateBodyDto): Promise<RateResultDto> {
    const result = await this.ratings.rate(learnerOf(member), courseId, body.rating, body.review);
    return { success: true, message: 'Avaliação enviada com sucesso!', rating: result.rating, average: result.average };
  }

  @Endpoint({
    method: 'GET', path: 'lessons/:lessonId/comments', operationId: 'listLessonComments', auth: 'member', ok: LessonCommentListDto,
    summary: 'A lesson’s comments, oldest first',
    errors: { 403: 'Not allowed', 404: 'Aula não encontrada' },
  })
  async lessonComments(@CurrentMember() member: AuthenticatedMember, @Param('lessonId') lessonId: string): Promise<LessonCommentListDto> {
    return { comments: await this.comments.list(learnerOf(member), lessonId) };
  }

  @Endpoint({
    method: 'POST', path: 'lessons/:lessonId/comments', operationId: 'addLessonComment', auth: 'member', ok: LessonCommentResultDto,
    summary: 'Comment on a lesson (plain text; one per 5 s; XP as a course comment)',
    errors: { 403: 'Not allowed', 404: 'Aula não encontrada', 409: 'The same text as the member’s previous comment on this lesson', 429: 'Too many requests; Retry-After says when to try again' },
  })
  async addLessonComment(
    @CurrentMember() member: AuthenticatedMember,
    @Param('lessonId') lessonId: string,
    @Body() body: CommentBodyDto,
  ): Promise<LessonCommentResultDto> {
    return { success: true, comment: await this.comments.add(learnerOf(member), lessonId, body.content) };
  }

  @Endpoint({
    method: 'POST', path: 'lessons/comments/:commentId/like', operationId: 'likeLessonComment', auth: 'member', status: 200, ok: CommentLikeResultDto,
    summary: 'Like or unlike a lesson comment: {liked} sets the state, no body toggles',
    body: { type: LikeBodyDto, required: false },
    errors: { 404: 'Not found', 429: LIKES_LIMIT_DESCRIPTION },
  })
  likeLessonComment(@CurrentMember() member: AuthenticatedMember, @Param('commentId') commentId: string, @Body() body: LikeBodyDto): Promise<CommentLikeResultDto> {
    return this.comments.like({ memberId: member.id, isAdmin: member.isAdmin === true }, commentId, body.liked);
  }
}
