import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type ModeratedPost = components['schemas']['AdminPostDto'];
export type ModeratedComment = components['schemas']['AdminCommentDto'];

/** Approved posts per page (spec: pages of 10). */
export const APPROVED_PAGE_SIZE = 10;

export const moderationKeys = {
  all: ['moderation'] as const,
  posts: ['moderation', 'posts'] as const,
  pending: ['moderation', 'posts', 'pending'] as const,
  approved: (page: number) => ['moderation', 'posts', 'approved', page] as const,
  comments: (postId: string) => ['moderation', 'comments', postId] as const,
};

/** The review queue, oldest first. */
export function usePendingPosts() {
  return useQuery({
    queryKey: moderationKeys.pending,
    queryFn: async () => unwrap(await api.GET('/api/admin/posts/pending')).posts,
    staleTime: 10_000,
  });
}

/** Published posts, newest first, a page of 10 at a time; the previous page stays while the next loads. */
export function useApprovedPosts(page: number) {
  return useQuery({
    queryKey: moderationKeys.approved(page),
    queryFn: async () =>
      unwrap(await api.GET('/api/admin/posts/approved', { params: { query: { page, limit: APPROVED_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** A post's comments with their authors' e-mails, oldest first. */
export function useModeratedComments(postId: string) {
  return useQuery({
    queryKey: moderationKeys.comments(postId),
    queryFn: async () =>
      unwrap(await api.GET('/api/admin/posts/{id}/comments', { params: { path: { id: postId } } })).comments,
    staleTime: 0,
  });
}

const optionalReason = (reason?: string) => {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
};

export type ModerationAction =
  | { kind: 'approve'; postId: string }
  | { kind: 'reject'; postId: string; reason?: string }
  | { kind: 'delete'; postId: string; reason?: string }
  | { kind: 'quality'; postId: string };

async function runAction(action: ModerationAction) {
  const path = { params: { path: { id: action.postId } } };
  switch (action.kind) {
    case 'approve':
      return unwrap(await api.POST('/api/admin/posts/{id}/approve', path));
    case 'reject':
      return unwrap(await api.POST('/api/admin/posts/{id}/reject', { ...path, body: optionalReason(action.reason) }));
    case 'delete':
      return unwrap(await api.DELETE('/api/admin/posts/{id}', { ...path, body: optionalReason(action.reason) }));
    case 'quality':
      return unwrap(await api.POST('/api/admin/posts/{id}/quality-badge', path));
  }
}

/**
 * Approve, reject, delete or give the quality badge. Whatever the answer (a 404 or 409 means
 * someone else acted first), the lists are read again.
 */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.posts }),
  });
}

/** Deletes a comment; the post's comment list and counts are read again. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ commentId, reason }: { commentId: string; reason?: string }) =>
      unwrap(
        await api.DELETE('/api/admin/comments/{id}', { params: { path: { id: commentId } }, body: optionalReason(reason) }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.posts }),
      ]),
  });
}
