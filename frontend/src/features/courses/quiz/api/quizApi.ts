import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { unwrap } from '../../../../lib/api/errors';
import { preloadedData } from '../../../../lib/api/preload';
import type { components } from '../../../../lib/api/schema';
import { sharedKeys } from '../../../../lib/queryKeys';
import { learningKeys } from '../../learning/api/learningApi';

export type QuizQuestion = components['schemas']['QuizQuestionDto'];
export type QuestionType = QuizQuestion['type'];
export type PromptLanguage = QuizQuestion['promptLanguage'];
export type LessonQuiz = components['schemas']['QuizDto'];
export type QuizAnswer = components['schemas']['QuizAnswerInputDto'];
export type QuizVerdict = components['schemas']['QuizVerdictDto'];
/** A question as an administrator writes it (`PUT` replaces the whole quiz). */
export type AdminQuizQuestion = components['schemas']['QuizQuestionBodyDto'];

// Not under the lesson's `learning` root: completing the lesson refreshes that root, and a quiz read
// again would reshuffle the tiles of a sentence being built.
export const quizKeys = {
  all: ['quiz'] as const,
  lesson: (courseId: string, lessonId: string) => ['quiz', courseId, lessonId] as const,
  admin: (courseId: string, lessonId: string) => ['quiz', 'admin', courseId, lessonId] as const,
};

/**
 * A lesson's quiz for the signed-in member. Read once per visit: the server shuffles an `order`
 * question's tiles on every read, so a refetch while a member builds a sentence would move them.
 */
export function useLessonQuiz(courseId: string, lessonId: string, enabled = true) {
  const params = { path: { courseId, lessonId } };
  return useQuery({
    queryKey: quizKeys.lesson(courseId, lessonId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{courseId}/lessons/{lessonId}/quiz', { params })),
    // The lesson's HTML carries it (ADR 0114): the practice section is there at the first paint.
    ...preloadedData<LessonQuiz>('/api/courses/{courseId}/lessons/{lessonId}/quiz', params),
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

/**
 * Sends one attempt; the lesson's quiz remembers the outcome without being read again. A miss puts
 * the question in the member's review deck (issue 48): its counts are read again.
 */
export function useAnswerQuestion(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { questionId: string; answer: QuizAnswer }) =>
      unwrap(await api.POST('/api/courses/{courseId}/lessons/{lessonId}/quiz/answers', { params: { path: { courseId, lessonId } }, body })),
    onSuccess: (verdict, { questionId }) => {
      client.setQueryData<LessonQuiz>(quizKeys.lesson(courseId, lessonId), (quiz) => {
        if (!quiz) return quiz;
        const before = quiz.answered.find((entry) => entry.questionId === questionId);
        const correct = verdict.correct || (before?.correct ?? false);
        return { ...quiz, answered: [...quiz.answered.filter((entry) => entry.questionId !== questionId), { questionId, correct }] };
      });
      if (!verdict.correct) void client.invalidateQueries({ queryKey: sharedKeys.review });
    },
  });
}

export function useAdminQuiz(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: quizKeys.admin(courseId, lessonId),
    queryFn: async () => unwrap(await api.GET('/api/admin/courses/{id}/lessons/{lessonId}/quiz', { params: { path: { id: courseId, lessonId } } })),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Replaces (`questions`) or deletes (`null`) a lesson's quiz; the lesson list's counts follow. */
export function useSaveQuiz(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (questions: AdminQuizQuestion[] | null) => {
      const params = { path: { id: courseId, lessonId } };
      if (questions === null) return unwrap(await api.DELETE('/api/admin/courses/{id}/lessons/{lessonId}/quiz', { params }));
      return unwrap(await api.PUT('/api/admin/courses/{id}/lessons/{lessonId}/quiz', { params, body: { questions } }));
    },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: learningKeys.all }), client.invalidateQueries({ queryKey: quizKeys.all })]),
  });
}
