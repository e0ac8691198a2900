import { Body, Param } from '@nestjs/common';
import { ForAdministrators, CurrentAdmin, CurrentMember, ForMembers, type AuthenticatedMember } from '../../../../identity/index.js';
import { Endpoint } from '../../../../../shared/http/endpoint.js';
import { QuizService } from '../../application/quiz.service.js';
import { SuccessDto } from './content.dto.js';
import { AdminQuizDto, QuizAnswerBodyDto, QuizBodyDto, QuizDto, QuizVerdictDto } from './quiz.dto.js';

/** A lesson's quiz for members (issue 33; ADR 0092): the questions without answers, and the server's verdicts. */
@ForMembers('courses/:courseId/lessons/:lessonId/quiz', 'courses')
export class QuizController {
  constructor(private readonly quiz: QuizService) {}

  @Endpoint({
    method: 'GET', operationId: 'getLessonQuiz', auth: 'member', ok: QuizDto,
    summary: 'A lesson’s quiz without its answers (order tiles shuffled) and which questions the member got right; no quiz: no questions',
    errors: { 403: 'A locked module’s lesson that is not free', 404: 'Aula não encontrada (unknown, inactive or not the course’s)' },
  })
  get(@CurrentMember() member: AuthenticatedMember, @Param('courseId') courseId: string, @Param('lessonId') lessonId: string): Promise<QuizDto> {
    return this.quiz.learnerQuiz({ memberId: member.id, isAdmin: member.isAdmin === true }, courseId, lessonId);
  }

  @Endpoint({
    method: 'POST', path: 'answers', operationId: 'answerLessonQuiz', auth: 'member', status: 200, ok: QuizVerdictDto,
    summary: 'Judge one answer; the member’s first right answer to a question earns quiz_correct XP once',
    errors: {
      400: 'An answer of the wrong shape for its question (COURSES.QUIZ_ANSWER_INVALID) or a malformed body',
      403: 'The member is banned, or the lesson is locked',
      404: 'Aula não encontrada / Pergunta não encontrada (COURSES.QUIZ_QUESTION_NOT_FOUND)',
      429: 'More than 30 answers a minute (COURSES.QUIZ_RATE_LIMITED, with Retry-After)',
    },
  })
  answer(
    @CurrentMember() member: AuthenticatedMember,
    @Param('courseId') courseId: string,
    @Param('lessonId') lessonId: string,
    @Body() body: QuizAnswerBodyDto,
  ): Promise<QuizVerdictDto> {
    return this.quiz.answer({ memberId: member.id, isAdmin: member.isAdmin === true }, courseId, lessonId, body.questionId, body.answer);
  }
}

const QUIZ_ADMIN_ERRORS = { 404: 'Curso não encontrado / Aula não encontrada' };

/** The quiz editor's calls (issue 33): a lesson's quiz with its answers, replaced or deleted whole. */
@ForAdministrators('admin/courses/:id/lessons/:lessonId/quiz', 'admin')
export class QuizAdminController {
  constructor(private readonly quiz: QuizService) {}

  @Endpoint({
    method: 'GET', operationId: 'getAdminLessonQuiz', auth: 'admin', ok: AdminQuizDto,
    summary: 'A lesson’s quiz with its answers, in order (no quiz: no questions)',
    errors: QUIZ_ADMIN_ERRORS,
  })
  get(@Param('id') courseId: string, @Param('lessonId') lessonId: string): Promise<AdminQuizDto> {
    return this.quiz.adminQuiz(courseId, lessonId);
  }

  @Endpoint({
    method: 'PUT', operationId: 'replaceLessonQuiz', auth: 'admin', ok: AdminQuizDto,
    summary: 'Replace a lesson’s quiz (1–20 questions); named or unchanged questions keep their ids, XP already given stays',
    description:
      'The body is the whole quiz, in its order. A question that carries the `id` of one of the lesson’s questions is that question, edited: its ' +
      'answers and the XP given for it stay. A question without an `id` is a new question (a new id, and a first right answer pays XP again), ' +
      'unless it repeats one of the lesson’s questions exactly. Questions of the lesson the body leaves out are deleted with their answers; the XP ' +
      'already given stays in the ledger.',
    errors: { 400: 'A limit or rule of the quiz editor (VALIDATION_FAILED with the fields)', ...QUIZ_ADMIN_ERRORS },
  })
  replace(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string, @Body() body: QuizBodyDto): Promise<AdminQuizDto> {
    return this.quiz.replaceQuiz(adminEmail, courseId, lessonId, body.questions);
  }

  @Endpoint({
    method: 'DELETE', operationId: 'deleteLessonQuiz', auth: 'admin', ok: SuccessDto,
    summary: 'Delete a lesson’s quiz (XP already given stays)',
    errors: QUIZ_ADMIN_ERRORS,
  })
  async remove(@CurrentAdmin() adminEmail: string, @Param('id') courseId: string, @Param('lessonId') lessonId: string): Promise<SuccessDto> {
    await this.quiz.deleteQuiz(adminEmail, courseId, lessonId);
    return { success: true };
  }
}
