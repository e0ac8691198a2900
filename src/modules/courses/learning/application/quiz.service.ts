import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../../shared/errors/index.js';
import { EventPublisher } from '../../../../shared/events/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { RateLimiter } from '../../../../shared/rate-limit/index.js';
import { Clock } from '../../../../shared/time/index.js';
import { lockFor } from '../../../../shared/transactions.js';
import { XP_AMOUNTS } from '../../../gamification/index.js';
import { IdentityApi } from '../../../identity/index.js';
import { recordAdminAction } from '../../catalogue/application/admin-actions.js';
import { CourseNotFoundError } from '../../catalogue/application/courses.errors.js';
import {
  QUIZ_ANSWER_RATE_LIMIT,
  orderTiles,
  sameQuestion,
  shuffled,
  validateQuiz,
  type QuizPromptLanguage,
  type QuizQuestion,
  type QuizQuestionInput,
  type QuizQuestionType,
} from '../domain/quiz.js';
import { judgeAnswer, type QuizAnswer, type QuizNote } from '../domain/quiz-judge.js';
import { QuizRepository, type QuizAnsweredRow } from '../adapters/persistence/quiz.repository.js';
import { LessonNotFoundError, openedLesson } from './learning.errors.js';
import { QuizAnswerInvalidError, QuizAnswerRateLimitedError, QuizQuestionNotFoundError } from './quiz.errors.js';
import type { Learner } from './learning.service.js';

/** A question as the learner's quiz shows it: never its answers. */
export interface LearnerQuestionView {
  id: string;
  type: QuizQuestionType;
  prompt: string;
  promptLanguage: QuizPromptLanguage;
  explanationAvailable: boolean;
  choices?: string[];
  tiles?: string[];
}

export interface LearnerQuizView {
  questions: LearnerQuestionView[];
  answered: QuizAnsweredRow[];
}

export interface QuizVerdictView {
  correct: boolean;
  note: QuizNote | null;
  expected: string;
  explanation: string | null;
  /** The XP this answer earned: `quiz_correct`'s amount for the member's first right answer, else 0. */
  xpAwarded: number;
}

export interface AdminQuizView {
  questions: QuizQuestion[];
}

/**
 * Lesson quizzes (issue 33; ADR 0092): administrators write them, members answer, the server
 * judges every attempt and the first right answer per member and question earns `quiz_correct`
 * XP once, through the ledger's handler of `courses.quiz_answered_correctly`.
 */
@Injectable()
export class QuizService {
  constructor(
    private readonly em: EntityManager,
    private readonly quizzes: QuizRepository,
    private readonly identity: IdentityApi,
    private readonly rateLimiter: RateLimiter,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  /** The learner's quiz of a lesson: questions without answers (tiles shuffled), and the member's standing. */
  async learnerQuiz(learner: Learner, courseId: string, lessonId: string): Promise<LearnerQuizView> {
    if (!isUuid(courseId) || !isUuid(lessonId)) throw new LessonNotFoundError();
    const quiz = await this.quizzes.memberQuiz(this.em.fork(), courseId, lessonId, learner.memberId);
    openedLesson(learner, quiz?.lesson ?? null);
    return { questions: quiz!.questions.map(toLearnerQuestion), answered: quiz!.answered };
  }

  /** Judges one attempt; the first right one of the member for the question announces its XP, in the same transaction. */
  async answer(learner: Learner, courseId: string, lessonId: string, questionId: string, answer: QuizAnswer): Promise<QuizVerdictView> {
    if (!isUuid(courseId) || !isUuid(lessonId)) throw new LessonNotFoundError();
    const rate = await this.rateLimiter.consume(`quiz-answer:${learner.memberId}`, QUIZ_ANSWER_RATE_LIMIT.limit, QUIZ_ANSWER_RATE_LIMIT.windowSeconds);
    if (!rate.allowed) throw new QuizAnswerRateLimitedError(rate.retryAfterSeconds);
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, learner.memberId);
      const found = await this.quizzes.questionOf(em, courseId, lessonId, isUuid(questionId) ? questionId.toLowerCase() : null);
      openedLesson(learner, found?.lesson ?? null);
      const question = found!.question;
      if (!question) throw new QuizQuestionNotFoundError();
      const judged = judgeAnswer(question, answer);
      if (!judged.valid) throw new QuizAnswerInvalidError({ expected: judged.expected });
      const { verdict } = judged;
      const now = this.clock.now();
      await this.quizzes.recordAttempt(em, { id: randomUUID(), questionId: question.id, lessonId, memberId: learner.memberId, correct: verdict.correct, at: now });
      if (!verdict.correct) {
        const { id: questionId, ...asked } = question;
        this.events.publish(em, 'courses.quiz_answered_wrongly', { questionId, memberId: learner.memberId, question: asked });
      }
      let xpAwarded = 0;
      if (verdict.correct && (await this.quizzes.markSolved(em, question.id, learner.memberId, now))) {
        this.events.publish(em, 'courses.quiz_answered_correctly', { questionId: question.id, memberId: learner.memberId });
        xpAwarded = XP_AMOUNTS.quiz_correct;
      }
      return { ...verdict, explanation: question.explanation, xpAwarded };
    });
  }

  /** The administrator's view of a lesson's quiz, answers included. */
  async adminQuiz(courseId: string, lessonId: string): Promise<AdminQuizView> {
    return { questions: (await this.adminLesson(this.em.fork(), courseId, lessonId)).questions };
  }

  /**
   * Replaces the lesson's quiz. A question keeps its id when the form names it (one of this
   * lesson's) or repeats one unchanged; the others get new ids, and questions left out are
   * deleted with their attempts (the XP already given stays in the ledger).
   */
  async replaceQuiz(adminEmail: string, courseId: string, lessonId: string, input: QuizQuestionInput[] | undefined): Promise<AdminQuizView> {
    const valid = validOrThrow(validateQuiz(input));
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      await lockFor(tx, `lesson-quiz:${lessonId}`);
      const lesson = await this.adminLesson(tx, courseId, lessonId);
      const current = lesson.questions;
      const free = new Map(current.map((q) => [q.id, q]));
      // Named ids first, so a repeated question without an id cannot take an id named later.
      for (const q of valid) if (q.id && free.has(q.id)) free.delete(q.id);
      const currentIds = new Set(current.map((q) => q.id));
      const questions: QuizQuestion[] = valid.map((q) => {
        if (q.id && currentIds.has(q.id)) return { ...q, id: q.id };
        const same = [...free.values()].find((old) => sameQuestion(old, q));
        if (same) {
          free.delete(same.id);
          return { ...q, id: same.id };
        }
        return { ...q, id: randomUUID() };
      });
      await this.quizzes.replace(tx, courseId, lessonId, questions, this.clock.now());
      recordAdminAction(this.events, tx, { adminEmail, action: 'lesson_quiz_updated', targetType: 'course_lesson', targetId: lessonId, targetLabel: lesson.title });
    });
    return { questions: await this.quizzes.questions(em, lessonId) };
  }

  /** Deletes the lesson's quiz (attempts with it; the ledger keeps the XP given). */
  async deleteQuiz(adminEmail: string, courseId: string, lessonId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await lockFor(tx, `lesson-quiz:${lessonId}`);
      const lesson = await this.adminLesson(tx, courseId, lessonId);
      await this.quizzes.deleteAll(tx, lessonId);
      recordAdminAction(this.events, tx, { adminEmail, action: 'lesson_quiz_deleted', targetType: 'course_lesson', targetId: lessonId, targetLabel: lesson.title });
    });
  }

  /** The lesson of the course with its questions: 404 for an unknown course, then for a lesson not the course's. */
  private async adminLesson(em: EntityManager, courseId: string, lessonId: string): Promise<{ id: string; title: string; questions: QuizQuestion[] }> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    const found = await this.quizzes.editorQuiz(em, courseId, isUuid(lessonId) ? lessonId : null);
    if (!found.course) throw new CourseNotFoundError();
    if (!found.lesson) throw new LessonNotFoundError();
    return found.lesson;
  }
}

function toLearnerQuestion(q: QuizQuestion): LearnerQuestionView {
  const view: LearnerQuestionView = {
    id: q.id,
    type: q.type,
    prompt: q.prompt,
    promptLanguage: q.promptLanguage,
    explanationAvailable: q.explanation !== null,
  };
  if (q.type === 'choice') view.choices = q.choices ?? [];
  if (q.type === 'order') view.tiles = shuffled(orderTiles(q));
  return view;
}
