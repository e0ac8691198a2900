import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import { preloadedData } from '../../../lib/api/preload';
import type { components } from '../../../lib/api/schema';
import { useLike } from '../../../lib/likes';
import { sharedKeys } from '../../../lib/queryKeys';
import type { ThreadComment } from '../../../components/comments/CommentThread';
import { useCommentLike } from '../../../components/comments/useCommentLike';

export type Course = components['schemas']['CourseDto'];
export type AdminCourse = components['schemas']['AdminCourseResponseDto'];
export type CourseComment = components['schemas']['CourseCommentDto'];
export type UploadForm = components['schemas']['UploadCourseDto'];
export type AdminCourseForm = components['schemas']['AdminCourseDto'];
export type DownloadResult = components['schemas']['DownloadResultDto'];
type CourseDetails = components['schemas']['CourseDetailsDto'];

export interface CourseFilters {
  language?: string;
  level?: string;
  search?: string;
}

export const coursesKeys = {
  all: ['courses'] as const,
  catalogue: (filters: CourseFilters, page: number) => ['courses', 'catalogue', filters, page] as const,
  mine: (filters: CourseFilters) => ['courses', 'mine', filters] as const,
  details: (id: string) => ['courses', 'details', id] as const,
  comments: (id: string) => ['courses', 'comments', id] as const,
  admin: ['courses', 'admin'] as const,
};

const clean = (filters: CourseFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as CourseFilters;

export function useCatalogue(filters: CourseFilters, page: number) {
  const params = { query: { ...clean(filters), page } };
  return useQuery({
    queryKey: coursesKeys.catalogue(clean(filters), page),
    queryFn: async () => unwrap(await api.GET('/api/courses', { params: params as never })),
    ...preloadedData<components['schemas']['CataloguePageDto']>('/api/courses', params),
    placeholderData: keepPreviousData,
  });
}

export function useMyUploads(filters: CourseFilters, enabled: boolean) {
  return useQuery({
    queryKey: coursesKeys.mine(clean(filters)),
    queryFn: async () =>
      unwrap(
        await api.GET('/api/my-uploaded-courses', {
          params: { query: { language: filters.language || undefined, level: filters.level || undefined } as never },
        }),
      ).courses,
    enabled,
  });
}

export function useCourseDetails(courseId: string) {
  const params = { path: { id: courseId } };
  return useQuery({
    queryKey: coursesKeys.details(courseId),
    queryFn: async () => unwrap(await api.GET('/api/courses/{id}/details', { params })).course,
    ...preloadedData('/api/courses/{id}/details', params, (body: CourseDetails) => body.course),
  });
}

/** A course comment as the comment thread shows it (the API names its author `user_*`). */
const threadComment = (comment: CourseComment): ThreadComment => ({
  id: comment.id,
  content: comment.content,
  created_at: comment.created_at,
  likes: comment.likes,
  is_liked_by_user: comment.is_liked_by_user,
  author_name: comment.user_name,
  author_picture: comment.user_picture,
  author_mocha_id: comment.user_id,
  author_level: comment.user_level,
  author_rank_name: comment.user_rank_name,
  author_rank_color: comment.user_rank_color,
  author_text_color: comment.user_text_color,
});

export function useCourseComments(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: coursesKeys.comments(courseId),
    queryFn: async () =>
      unwrap(await api.GET('/api/courses/{id}/comments', { params: { path: { id: courseId } } })).comments,
    select: (comments) => comments.map(threadComment),
    enabled,
  });
}

/** After anything that may earn XP or notify: the shared dashboard, ranking and inbox refresh. */
function refreshShared(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.ranking });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.gamification });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
}

export function useDownloadCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: string) =>
      unwrap(await api.POST('/api/courses/{id}/download', { params: { path: { id: courseId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}

/**
 * Likes or unlikes a course through the SPA's one like mutation (`lib/likes.ts`): the catalogue,
 * the reader's uploads and the course's page show it at once; when the course became liked, the
 * XP toast the server announces (none on one's own course or past the daily cap).
 */
export function useLikeCourse() {
  const queryClient = useQueryClient();
  return useLike<Course>({
    key: (course) => `course:${course.id}`,
    state: (course) => ({ liked: course.is_liked_by_user, likes: course.likes_count }),
    send: async (course, liked) => {
      const result = unwrap(await api.POST('/api/courses/{id}/like', { params: { path: { id: course.id } }, body: { liked } }));
      return { liked: result.is_liked, likes: result.likes_count };
    },
    show: (course, state) =>
      queryClient.setQueriesData({ queryKey: coursesKeys.all }, (data: unknown) =>
        withCourse(data, course.id, (c) => ({ ...c, is_liked_by_user: state.liked, likes_count: state.likes })),
      ),
    xp: (course) => ({ actionType: 'like_course', referenceType: 'course', referenceId: course.id }),
  });
}

/** A cached course answer (one course, a list, or a catalogue page) with `courseId` changed by `update`. */
function withCourse(data: unknown, courseId: string, update: (course: Course) => Course): unknown {
  const one = (item: unknown) => (item && typeof item === 'object' && (item as Course).id === courseId ? update(item as Course) : item);
  if (Array.isArray(data)) return data.map(one);
  if (data && typeof data === 'object' && Array.isArray((data as { courses?: unknown }).courses)) {
    return { ...data, courses: (data as { courses: unknown[] }).courses.map(one) };
  }
  return one(data);
}

export function useAddCourseComment(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) =>
      unwrap(await api.POST('/api/courses/{id}/comments', { params: { path: { id: courseId } }, body: { content } })).comment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coursesKeys.comments(courseId) });
      void queryClient.invalidateQueries({ queryKey: coursesKeys.details(courseId) });
      refreshShared(queryClient);
    },
  });
}

/** A course comment's like (no XP), through the SPA's one like mutation. */
export function useLikeCourseComment(courseId: string) {
  return useCommentLike('course-comment', coursesKeys.comments(courseId), async (commentId, liked) =>
    unwrap(await api.POST('/api/courses/comments/{commentId}/like', { params: { path: { commentId } }, body: { liked } })),
  );
}

export function useUploadCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UploadForm) => unwrap(await api.POST('/api/courses/upload', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}

// ---- administrators ----

export function useAdminCourses() {
  return useQuery({
    queryKey: coursesKeys.admin,
    queryFn: async () => unwrap(await api.GET('/api/admin/courses')).courses,
  });
}

export function useAdminCourseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'approve'; id: string }
        | { kind: 'reject'; id: string; reason: string }
        | { kind: 'toggle'; id: string; isPublished: boolean }
        | { kind: 'delete'; id: string }
        | { kind: 'create'; form: AdminCourseForm }
        | { kind: 'update'; id: string; form: AdminCourseForm },
    ) => {
      switch (action.kind) {
        case 'approve':
          return unwrap(await api.POST('/api/admin/courses/{id}/approve', { params: { path: { id: action.id } } }));
        case 'reject':
          return unwrap(
            await api.POST('/api/admin/courses/{id}/reject', {
              params: { path: { id: action.id } },
              body: action.reason ? { reason: action.reason } : {},
            }),
          );
        case 'toggle':
          return unwrap(
            await api.POST('/api/admin/courses/{id}/toggle-public', {
              params: { path: { id: action.id } },
              body: { is_published: action.isPublished },
            }),
          );
        case 'delete':
          return unwrap(await api.DELETE('/api/admin/courses/{id}', { params: { path: { id: action.id } } }));
        case 'create':
          return unwrap(await api.POST('/api/admin/courses', { body: action.form }));
        case 'update':
          return unwrap(await api.PUT('/api/admin/courses/{id}', { params: { path: { id: action.id } }, body: action.form }));
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
