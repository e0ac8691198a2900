import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/errors';
import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type FlaggedItem = components['schemas']['FlaggedItemDto'];
export type FlagStatus = FlaggedItem['status'];
export type FlagResolution = components['schemas']['ResolveFlagsDto'];
export type FlagReview = components['schemas']['FlagReviewDto'];

export const flagKeys = {
  all: ['admin', 'flags'] as const,
  list: (status: FlagStatus) => ['admin', 'flags', status] as const,
  review: (item: Pick<FlaggedItem, 'targetType' | 'targetId'>) => ['admin', 'flags', 'review', item.targetType, item.targetId] as const,
};

/**
 * One reported item as an administrator judges it (ADR 0131): where it is, a chat message's
 * neighbours in its room, and what a removal kept; read when its context is opened.
 */
export function useFlagReview(item: Pick<FlaggedItem, 'targetType' | 'targetId'>, enabled: boolean) {
  return useQuery({
    queryKey: flagKeys.review(item),
    queryFn: async () =>
      unwrap(await api.GET('/api/admin/flags/{targetType}/{targetId}', { params: { path: { targetType: item.targetType, targetId: item.targetId } } })),
    enabled,
    staleTime: 10_000,
  });
}

/**
 * The reported items with the given status, grouped by item, newest first (as the server sends
 * them), a page at a time: `fetchNextPage` reads the next while the server names one. An item
 * reported again between two pages moves to the top and may come twice: the screen keeps its first.
 */
export function useFlaggedItems(status: FlagStatus) {
  return useInfiniteQuery({
    queryKey: flagKeys.list(status),
    queryFn: async ({ pageParam }) => unwrap(await api.GET('/api/admin/flags', { params: { query: { status, page: pageParam } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: 10_000,
  });
}

/** Keep (the item shows again) or remove (the item is deleted); either closes the item's reports. */
export function useResolveFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, ...body }: FlagResolution & { item: FlaggedItem }) =>
      unwrap(
        await api.POST('/api/admin/flags/{targetType}/{targetId}/resolve', {
          params: { path: { targetType: item.targetType, targetId: item.targetId } },
          body,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flagKeys.all }),
  });
}
