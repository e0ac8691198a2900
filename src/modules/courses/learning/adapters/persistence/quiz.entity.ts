import { Check, Entity, Index, ManyToOne, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../../shared/persistence/index.js';
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
  @UuidKey()
  id!: string;

  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @ManyToOne(() => CourseEntity, { deleteRule: 'cascade' })
  course!: Rel<CourseEntity>;

  @Property({ type: 'integer' })
  position!: number;

  @Column.text()
  type!: string;

  @Column.text()
  prompt!: string;

  @Column.text()
  promptLanguage!: string;

  @Column.nullableText()
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

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/** One attempt of a member at a question, as the server judged it (the reports count them). */
@Entity({ tableName: 'lesson_quiz_attempt' })
@Index({ name: 'lesson_quiz_attempt_lesson_member_idx', properties: ['lesson', 'memberId'] })
@Index({ name: 'lesson_quiz_attempt_question_idx', properties: ['question', 'correct'] })
export class LessonQuizAttemptEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => LessonQuizQuestionEntity, { deleteRule: 'cascade' })
  question!: Rel<LessonQuizQuestionEntity>;

  @ManyToOne(() => CourseLessonEntity, { deleteRule: 'cascade' })
  lesson!: Rel<CourseLessonEntity>;

  @Column.uuid()
  memberId!: string;

  @Property({ type: 'boolean' })
  correct!: boolean;

  @Column.timestamp()
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

  @UuidKey()
  memberId!: string;

  @Column.timestamp()
  solvedAt!: Date;
}

export const quizEntities = [LessonQuizQuestionEntity, LessonQuizAttemptEntity, LessonQuizSolvedEntity];
