import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api/errors';
import { learningKeys } from '../../learning/api/learningApi';

export type QuestionType = 'choice' | 'text' | 'order';
export type PromptLanguage = 'pt' | 'en';

/** A question as a member receives it: never its answers (the server judges every attempt). */
export interface QuizQuestion {
  id: string;
  type: QuestionType;
  prompt: string;
  promptLanguage: PromptLanguage;
  explanationAvailable: boolean;
  /** `choice`: the options, answered by index. */
  choices?: string[] | null;
  /** `order`: the words (and distractors), shuffled by the server. */
  tiles?: string[] | null;
}

export interface LessonQuiz {
  questions: QuizQuestion[];
  answered: { questionId: string; correct: boolean }[];
}

export type QuizAnswer = { choice: number } | { text: string };

/** Right but for accents or one typo (or wrong for accents when exact accents are required), in both languages. */
export interface QuizNote {
  kind: 'accents' | 'typo' | string;
  expected: string;
  pt: string;
  en: string;
}

/** The server's verdict on one attempt. */
export interface QuizVerdict {
  correct: boolean;
  note: QuizNote | null;
  /** The right option, or the accepted answer closest to the member's. */
  expected: string;
  explanation: string | null;
  xpAwarded: number;
}

/** A question as an administrator writes it, answers included (`PUT` replaces the whole quiz). */
export interface AdminQuizQuestion {
  id?: string;
  type: QuestionType;
  prompt: string;
  promptLanguage: PromptLanguage;
  explanation?: string | null;
  choices?: string[] | null;
  correctChoice?: number | null;
  acceptedAnswers?: string[] | null;
  strictAccents?: boolean | null;
  distractors?: string[] | null;
}

export interface AdminQuiz {
  questions: AdminQuizQuestion[];
}

// Not under the lesson's `learning` root: completing the lesson refreshes that root, and a quiz read
// again would reshuffle the tiles of a sentence being built.
export const quizKeys = {
  all: ['quiz'] as const,
  lesson: (courseId: string, lessonId: string) => ['quiz', courseId, lessonId] as const,
  admin: (courseId: string, lessonId: string) => ['quiz', 'admin', courseId, lessonId] as const,
};

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

const memberPath = (courseId: string, lessonId: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/quiz`;
const adminPath = (courseId: string, lessonId: string) =>
  `/api/admin/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/quiz`;

/**
 * A lesson's quiz for the signed-in member. Read once per visit: the server shuffles an `order`
 * question's tiles on every read, so a refetch while a member builds a sentence would move them.
 */
export function useLessonQuiz(courseId: string, lessonId: string, enabled = true) {
  return useQuery({
    queryKey: quizKeys.lesson(courseId, lessonId),
    queryFn: () => call<LessonQuiz>('GET', memberPath(courseId, lessonId)),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Questions answered right at least once, out of all: the side panel's "Quiz 4/5". */
export function quizScore(quiz: LessonQuiz): { right: number; total: number } {
  const ids = new Set(quiz.questions.map((question) => question.id));
  const right = new Set(quiz.answered.filter((entry) => entry.correct && ids.has(entry.questionId)).map((entry) => entry.questionId));
  return { right: right.size, total: quiz.questions.length };
}

/** Sends one attempt; the lesson's quiz remembers the outcome without being read again. */
export function useAnswerQuestion(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { questionId: string; answer: QuizAnswer }) => call<QuizVerdict>('POST', `${memberPath(courseId, lessonId)}/answers`, body),
    onSuccess: (verdict, { questionId }) => {
      client.setQueryData<LessonQuiz>(quizKeys.lesson(courseId, lessonId), (quiz) => {
        if (!quiz) return quiz;
        const before = quiz.answered.find((entry) => entry.questionId === questionId);
        const correct = verdict.correct || (before?.correct ?? false);
        return { ...quiz, answered: [...quiz.answered.filter((entry) => entry.questionId !== questionId), { questionId, correct }] };
      });
    },
  });
}

export function useAdminQuiz(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: quizKeys.admin(courseId, lessonId),
    queryFn: () => call<AdminQuiz>('GET', adminPath(courseId, lessonId)),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Replaces (`questions`) or deletes (`null`) a lesson's quiz; the lesson list's counts follow. */
export function useSaveQuiz(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questions: AdminQuizQuestion[] | null) =>
      questions === null ? call<unknown>('DELETE', adminPath(courseId, lessonId)) : call<AdminQuiz>('PUT', adminPath(courseId, lessonId), { questions }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: learningKeys.all }), client.invalidateQueries({ queryKey: quizKeys.all })]),
  });
}
