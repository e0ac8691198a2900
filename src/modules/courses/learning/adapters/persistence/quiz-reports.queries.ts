import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../../shared/pg-pool/index.js';

/** A question members miss often, for the administrators' reports. */
export interface MissedQuestionRow {
  questionId: string;
  prompt: string;
  lessonTitle: string;
  courseTitle: string;
  answers: number;
  wrong: number;
}

/** The lesson quizzes' share of the administrators' reports (ADR 0033, ADR 0092). */
export interface QuizReportFigures {
  /** Every judged attempt, practice again included. */
  answers: number;
  correct: number;
  /** The questions with the most wrong attempts, most first (ties: more attempts, then id). */
  mostMissed: MissedQuestionRow[];
}

/** The quizzes' figures as one part of the reports' statement (ADR 0080). */
@Injectable()
export class QuizReportsQueries {
  figures(limit: number): ReadPart<QuizReportFigures> {
    return ReadPart.of((json) => {
      const row = json as {
        answers: number | string;
        correct: number | string;
        missed: { question_id: string; prompt: string; lesson_title: string; course_title: string; answers: number | string; wrong: number | string }[];
      };
      return {
        answers: Number(row.answers),
        correct: Number(row.correct),
        mostMissed: row.missed.map((m) => ({
          questionId: m.question_id,
          prompt: m.prompt,
          lessonTitle: m.lesson_title,
          courseTitle: m.course_title,
          answers: Number(m.answers),
          wrong: Number(m.wrong),
        })),
      };
    })`select json_build_object(
              'answers', a.answers, 'correct', a.correct,
              'missed', (select coalesce(json_agg(json_build_object('question_id', q.id, 'prompt', q.prompt, 'lesson_title', l.title,
                                                                    'course_title', c.title, 'answers', m.answers, 'wrong', m.wrong)
                                                  order by m.wrong desc, m.answers desc, m.question_id), '[]')
                           from (select question_id, count(*) as answers, count(*) filter (where not correct) as wrong
                                   from lesson_quiz_attempt group by question_id having count(*) filter (where not correct) > 0
                                  order by wrong desc, answers desc, question_id limit ${limit}::int) m
                           join lesson_quiz_question q on q.id = m.question_id
                           join course_lesson l on l.id = q.lesson_id
                           join course c on c.id = q.course_id))
         from (select count(*) as answers, count(*) filter (where correct) as correct from lesson_quiz_attempt) a`;
  }
}
