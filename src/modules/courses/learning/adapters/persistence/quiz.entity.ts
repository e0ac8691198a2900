import { Check, Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { CourseEntity } from '../../../catalogue/adapters/persistence/catalogue.entity.js';
import { CourseLessonEntity } from './learning.entity.js';

/**
 * A question of a lesson's quiz (issue 33; ADR 0092). Its id is stable: a PUT of the quiz keeps
 * the ids of the questions it names or repeats unchanged, so members' answers and the XP ledger's
 * references (`question`) stay attached. `position` is dense (1..n) within the lesson.
 */
@Entity({ tableName: 'lesson_quiz_question' })
@Index({ name: 'lesson_quiz_question_lesson_idx', properties: ['lesson', 'position'] })
@Check({ name: 'lesson_quiz_question_type_check', expression: "type in ('choice', 'text', 'order')" })
@Check({ name: 'lesson_quiz_question_language_check', expression: "prompt_language in ('pt', 'en')" })
export class LessonQuizQuestionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text' })
  prompt!: string;

  @Property({ type: 'text' })
  promptLanguage!: string;

  @Property({ type: 'text', nullable: true })
  explanation!: string | null;

  @Property({ type: 'jsonb', nullable: true })
  choices!: string[] | null;

  @Property({ type: 'integer', nullable: true })
  correctChoice!: number | null;

  @Property({ type: 'jsonb', nullable: true })
  acceptedAnswers!: string[] | null;

  @Property({ type: 'boolean', default: false })
  strictAccents!: boolean;

  @Property({ type: 'jsonb', nullable: true })
  distractors!: string[] | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** One attempt of a member at a question, as the server judged it (the reports count them). */
@Entity({ tableName: 'lesson_quiz_attempt' })
@Index({ name: 'lesson_quiz_attempt_lesson_member_idx', properties: ['lesson', 'memberId'] })
@Index({ name: 'lesson_quiz_attempt_question_idx', properties: ['question', 'correct'] })
export class LessonQuizAttemptEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => LessonQuizQuestionEntity, { deleteRule: 'cascade' })
  question!: Rel<LessonQuizQuestionEntity>;

  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'boolean' })
  correct!: boolean;

  @Property({ type: 'timestamptz' })
  answeredAt!: Date;
}

/**
 * A member's first right answer to a question: its primary key makes the `quiz_correct` XP
 * once per member and question, whatever answers race (the insert and the event are one
 * transaction, ADR 0092).
 */
@Entity({ tableName: 'lesson_quiz_solved' })
export class LessonQuizSolvedEntity {
  [PrimaryKeyProp]?: ['question', 'memberId'];

  @ManyToOne(() => LessonQuizQuestionEntity, { primary: true, deleteRule: 'cascade' })
  question!: Rel<LessonQuizQuestionEntity>;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'timestamptz' })
  solvedAt!: Date;
}

export const quizEntities = [LessonQuizQuestionEntity, LessonQuizAttemptEntity, LessonQuizSolvedEntity];
