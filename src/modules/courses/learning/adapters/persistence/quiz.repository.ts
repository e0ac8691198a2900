import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LessonAccessFacts } from '../../domain/lesson-access.js';
import type { QuizPromptLanguage, QuizQuestion, QuizQuestionType } from '../../domain/quiz.js';

/** A lesson with the facts deciding a member's access needs (`domain/lesson-access.ts`). */
export interface QuizLessonAccess extends LessonAccessFacts {
  id: string;
  course_id: string;
  title: string;
}

/** A member's standing on one question: answered, and right at least once. */
export interface QuizAnsweredRow {
  questionId: string;
  correct: boolean;
}

interface QuestionRow {
  id: string;
  type: QuizQuestionType;
  prompt: string;
  prompt_language: QuizPromptLanguage;
  explanation: string | null;
  choices: string[] | null;
  correct_choice: number | null;
  accepted_answers: string[] | null;
  strict_accents: boolean;
  distractors: string[] | null;
}

const QUESTION_COLUMNS =
  'q.id, q.type, q.prompt, q.prompt_language, q.explanation, q.choices, q.correct_choice, q.accepted_answers, q.strict_accents, q.distractors';

const ACCESS_COLUMNS = `l.id, l.course_id, l.title, l.is_active, l.is_free, m.is_locked, c.origin as course_origin,
  c.approval_status, c.is_published, c.hidden_at is not null as course_hidden`;

const toQuestion = (r: QuestionRow): QuizQuestion => ({
  id: r.id,
  type: r.type,
  prompt: r.prompt,
  promptLanguage: r.prompt_language,
  explanation: r.explanation,
  choices: r.choices,
  correctChoice: r.correct_choice,
  acceptedAnswers: r.accepted_answers,
  strictAccents: r.strict_accents,
  distractors: r.distractors,
});

/** Lesson quizzes, members' attempts and first right answers (ADR 0092), in the caller's transaction. */
@Injectable()
export class QuizRepository {
  /**
   * The lesson's access data, its questions in order and the member's standing on each, in one
   * statement (ADR 0079). Null when the lesson is not the course's.
   */
  async memberQuiz(
    em: EntityManager,
    courseId: string,
    lessonId: string,
    memberId: string,
  ): Promise<{ lesson: QuizLessonAccess; questions: QuizQuestion[]; answered: QuizAnsweredRow[] } | null> {
    const [row] = await em.execute<(QuizLessonAccess & { questions: QuestionRow[]; answered: { question_id: string; correct: boolean }[] })[]>(
      `select ${ACCESS_COLUMNS},
              (select coalesce(json_agg(q order by q.position, q.id), '[]')
                 from (select ${QUESTION_COLUMNS}, q.position from lesson_quiz_question q where q.lesson_id = l.id) q) as questions,
              (select coalesce(json_agg(json_build_object('question_id', a.question_id, 'correct', a.correct)), '[]')
                 from (select question_id, bool_or(correct) as correct from lesson_quiz_attempt
                        where lesson_id = l.id and member_id = ? group by question_id) a) as answered
         from course_lesson l join course_module m on m.id = l.module_id join course c on c.id = l.course_id
        where l.id = ? and l.course_id = ?`,
      [memberId, lessonId, courseId],
    );
    if (!row) return null;
    const { questions, answered, ...lesson } = row;
    const ids = new Set(questions.map((q) => q.id));
    return {
      lesson,
      questions: questions.map(toQuestion),
      answered: answered.filter((a) => ids.has(a.question_id)).map((a) => ({ questionId: a.question_id, correct: a.correct })),
    };
  }

  /** The lesson's access data and the question, when the question is the lesson's. */
  async questionOf(
    em: EntityManager,
    courseId: string,
    lessonId: string,
    questionId: string | null,
  ): Promise<{ lesson: QuizLessonAccess; question: QuizQuestion | null } | null> {
    const [row] = await em.execute<(QuizLessonAccess & { question: QuestionRow | null })[]>(
      `select ${ACCESS_COLUMNS},
              (select row_to_json(q) from (select ${QUESTION_COLUMNS} from lesson_quiz_question q
                                            where q.id = ?::uuid and q.lesson_id = l.id) q) as question
         from course_lesson l join course_module m on m.id = l.module_id join course c on c.id = l.course_id
        where l.id = ? and l.course_id = ?`,
      [questionId, lessonId, courseId],
    );
    if (!row) return null;
    const { question, ...lesson } = row;
    return { lesson, question: question ? toQuestion(question) : null };
  }

  async recordAttempt(em: EntityManager, a: { id: string; questionId: string; lessonId: string; memberId: string; correct: boolean; at: Date }): Promise<void> {
    await em.execute(
      'insert into lesson_quiz_attempt (id, question_id, lesson_id, member_id, correct, answered_at) values (?, ?, ?, ?, ?, ?)',
      [a.id, a.questionId, a.lessonId, a.memberId, a.correct, a.at],
    );
  }

  /**
   * Notes the member's first right answer to the question. True only for the first: a racing
   * second insert waits on the primary key until the first commits, then inserts nothing.
   */
  async markSolved(em: EntityManager, questionId: string, memberId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ question_id: string }[]>(
      `insert into lesson_quiz_solved (question_id, member_id, solved_at) values (?, ?, ?)
       on conflict (question_id, member_id) do nothing returning question_id`,
      [questionId, memberId, at],
    );
    return rows.length > 0;
  }

  /**
   * For the editor, in one statement: whether the course exists, and the lesson's title and
   * questions (with their answers) when the lesson is the course's, in any state.
   */
  async editorQuiz(em: EntityManager, courseId: string, lessonId: string | null): Promise<{ course: boolean; lesson: { id: string; title: string; questions: QuizQuestion[] } | null }> {
    const [row] = await em.execute<{ lesson_id: string | null; title: string | null; questions: QuestionRow[] | null }[]>(
      `select l.id as lesson_id, l.title,
              case when l.id is null then null else
                (select coalesce(json_agg(q order by q.position, q.id), '[]')
                   from (select ${QUESTION_COLUMNS}, q.position from lesson_quiz_question q where q.lesson_id = l.id) q) end as questions
         from course c left join course_lesson l on l.id = ?::uuid and l.course_id = c.id
        where c.id = ?`,
      [lessonId, courseId],
    );
    if (!row) return { course: false, lesson: null };
    if (!row.lesson_id) return { course: true, lesson: null };
    return { course: true, lesson: { id: row.lesson_id, title: row.title ?? '', questions: (row.questions ?? []).map(toQuestion) } };
  }

  /** The lesson's questions in order, with their answers (the administrator's view). */
  async questions(em: EntityManager, lessonId: string): Promise<QuizQuestion[]> {
    const rows = await em.execute<QuestionRow[]>(
      `select ${QUESTION_COLUMNS} from lesson_quiz_question q where q.lesson_id = ? order by q.position, q.id`,
      [lessonId],
    );
    return rows.map(toQuestion);
  }

  /**
   * Makes the lesson's quiz exactly `questions`, in their order: rows whose id is listed are
   * updated in place (their attempts and first right answers stay), the others are deleted with
   * theirs, new ids inserted.
   */
  async replace(em: EntityManager, courseId: string, lessonId: string, questions: QuizQuestion[], at: Date): Promise<void> {
    await em.execute('delete from lesson_quiz_question where lesson_id = ? and not (id = any(?::uuid[]))', [lessonId, `{${questions.map((q) => q.id).join(',')}}`]);
    for (const [index, q] of questions.entries()) {
      await em.execute(
        `insert into lesson_quiz_question (id, lesson_id, course_id, position, type, prompt, prompt_language, explanation, choices,
                                           correct_choice, accepted_answers, strict_accents, distractors, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?::jsonb, ?, ?)
         on conflict (id) do update set position = excluded.position, type = excluded.type, prompt = excluded.prompt,
           prompt_language = excluded.prompt_language, explanation = excluded.explanation, choices = excluded.choices,
           correct_choice = excluded.correct_choice, accepted_answers = excluded.accepted_answers,
           strict_accents = excluded.strict_accents, distractors = excluded.distractors, updated_at = excluded.updated_at
         where lesson_quiz_question.lesson_id = excluded.lesson_id`,
        [
          q.id, lessonId, courseId, index + 1, q.type, q.prompt, q.promptLanguage, q.explanation,
          q.choices === null ? null : JSON.stringify(q.choices), q.correctChoice,
          q.acceptedAnswers === null ? null : JSON.stringify(q.acceptedAnswers), q.strictAccents,
          q.distractors === null ? null : JSON.stringify(q.distractors), at, at,
        ],
      );
    }
  }

  /** Deletes the lesson's quiz; the number of questions it had. */
  async deleteAll(em: EntityManager, lessonId: string): Promise<number> {
    const rows = await em.execute<{ id: string }[]>('delete from lesson_quiz_question where lesson_id = ? returning id', [lessonId]);
    return rows.length;
  }
}
