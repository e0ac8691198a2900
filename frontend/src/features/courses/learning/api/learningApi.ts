import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { unwrap } from '../../../../lib/api/errors';
import { preloadedData } from '../../../../lib/api/preload';
import type { components } from '../../../../lib/api/schema';
import { sharedKeys } from '../../../../lib/queryKeys';
import type { ThreadComment } from '../../../../components/comments/CommentThread';
import { useCommentLike } from '../../../../components/comments/useCommentLike';

export type CourseModule = components['schemas']['ModuleDto'];
export type Lesson = components['schemas']['LessonDto'];
export type LessonPage = components['schemas']['LessonPageDto'];
export type LessonForm = components['schemas']['LessonBodyDto'];
export type ModuleForm = components['schemas']['ModuleBodyDto'];
export type CourseProgress = components['schemas']['CourseProgressDto'];
export type RatingsPage = components['schemas']['RatingsPageDto'];
type ModuleList = components['schemas']['ModuleListDto'];

export const learningKeys = {
  all: ['learning'] as const,
  course: (id: string) => ['learning', 'course', id] as const,
  modules: (id: string) => ['learning', 'modules', id] as const,
  lesson: (courseId: string, lessonId: string) => ['learning', 'lesson', courseId, lessonId] as const,
  progress: (id: string) => ['learning', 'progress', id] as const,
  ratings: (id: string) => ['learning', 'ratings', id] as const,
};

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: learningKeys.course(courseId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{id}', { params: { path: { id: courseId } } })).course,
    retry: false,
  });
}

export function useModules(courseId: string, enabled = true) {
  const params = { path: { id: courseId } };
  return useQuery({
    queryKey: learningKeys.modules(courseId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{id}/modules', { params })).modules,
    ...preloadedData('/api/courses/{id}/modules', params, (body: ModuleList) => body.modules),
    enabled,
    retry: false,
  });
}

export function useCourseProgress(courseId: string, enabled: boolean) {
  const params = { path: { id: courseId } };
  return useQuery({
    queryKey: learningKeys.progress(courseId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{id}/progress', { params })),
    ...preloadedData<CourseProgress>('/api/courses/{id}/progress', params),
    enabled,
  });
}

export function useLesson(courseId: string, lessonId: string, enabled = true) {
  const params = { path: { courseId, lessonId } };
  return useQuery({
    enabled,
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{courseId}/lessons/{lessonId}', { params })),
    ...preloadedData<LessonPage>('/api/courses/{courseId}/lessons/{lessonId}', params),
    retry: false,
  });
}

/** Progress reports: the server judges what was watched; the answer says whether it completed. */
export function useReportProgress(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { lastPositionSeconds: number; durationSeconds?: number }) =>
      unwrap(await api.POST('/api/lessons/progress', { body: { courseId, lessonId, ...body } })),
    onSuccess: (result) => {
      if (result.firstTimeCompleted) {
        void client.invalidateQueries({ queryKey: learningKeys.all });
        void client.invalidateQueries({ queryKey: sharedKeys.dashboard });
        void client.invalidateQueries({ queryKey: sharedKeys.gamification });
      }
    },
  });
}

export function useCompleteLesson(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/lessons/complete', { body: { courseId, lessonId } })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: learningKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.dashboard });
      void client.invalidateQueries({ queryKey: sharedKeys.gamification });
    },
  });
}

export function useRatings(courseId: string) {
  return useQuery({
    queryKey: learningKeys.ratings(courseId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{id}/ratings', { params: { path: { id: courseId } } })),
  });
}

export function useRateCourse(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { rating: number; review: string }) =>
      unwrap(await api.POST('/api/courses/{id}/rate', { params: { path: { id: courseId } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

type ContentAction =
  | { kind: 'createModule'; body: ModuleForm }
  | { kind: 'updateModule'; moduleId: string; body: ModuleForm }
  | { kind: 'deleteModule'; moduleId: string }
  | { kind: 'createLesson'; body: LessonForm }
  | { kind: 'updateLesson'; lessonId: string; body: LessonForm }
  | { kind: 'deleteLesson'; lessonId: string };

/** The content editor's writes; each refreshes the course's modules. */
export function useContentAction(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: ContentAction) => {
      const id = courseId;
      switch (action.kind) {
        case 'createModule':
          return unwrap(await api.POST('/api/admin/courses/{id}/modules', { params: { path: { id } }, body: action.body }));
        case 'updateModule':
          return unwrap(await api.PUT('/api/admin/courses/{id}/modules/{moduleId}', { params: { path: { id, moduleId: action.moduleId } }, body: action.body }));
        case 'deleteModule':
          return unwrap(await api.DELETE('/api/admin/courses/{id}/modules/{moduleId}', { params: { path: { id, moduleId: action.moduleId } } }));
        case 'createLesson':
          return unwrap(await api.POST('/api/admin/courses/{id}/lessons', { params: { path: { id } }, body: action.body }));
        case 'updateLesson':
          return unwrap(await api.PUT('/api/admin/courses/{id}/lessons/{lessonId}', { params: { path: { id, lessonId: action.lessonId } }, body: action.body }));
        case 'deleteLesson':
          return unwrap(await api.DELETE('/api/admin/courses/{id}/lessons/{lessonId}', { params: { path: { id, lessonId: action.lessonId } } }));
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

/** m:ss (h:mm:ss past an hour). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export type LessonComment = components['schemas']['LessonCommentDto'];

const lessonCommentsKey = (lessonId: string) => [...learningKeys.all, 'comments', lessonId] as const;

/** A lesson comment as the comment thread shows it: its author comes with a level and no rank. */
const threadComment = ({ author_id, ...comment }: LessonComment): ThreadComment => ({ ...comment, author_mocha_id: author_id });

export function useLessonComments(lessonId: string) {
  return useQuery({
    queryKey: lessonCommentsKey(lessonId),
    queryFn: async () => unwrap(await api.GET('/api/lessons/{lessonId}/comments', { params: { path: { lessonId } } })).comments,
    select: (comments) => comments.map(threadComment),
  });
}

export function useAddLessonComment(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => unwrap(await api.POST('/api/lessons/{lessonId}/comments', { params: { path: { lessonId } }, body: { content } })).comment,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: lessonCommentsKey(lessonId) });
      void client.invalidateQueries({ queryKey: sharedKeys.dashboard });
    },
  });
}

/** A lesson comment's like (no XP), through the SPA's one like mutation (`lib/likes.ts`). */
export function useLikeLessonComment(lessonId: string) {
  return useCommentLike('lesson-comment', lessonCommentsKey(lessonId), async (commentId, liked) =>
    unwrap(await api.POST('/api/lessons/comments/{commentId}/like', { params: { path: { commentId } }, body: { liked } })),
  );
}
