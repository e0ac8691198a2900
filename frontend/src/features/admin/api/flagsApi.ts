import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/errors';
import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type FlaggedItem = components['schemas']['FlaggedItemDto'];
export type FlagStatus = FlaggedItem['status'];
export type FlagResolution = components['schemas']['ResolveFlagsDto'];

export const flagKeys = {
  all: ['admin', 'flags'] as const,
  list: (status: FlagStatus) => ['admin', 'flags', status] as const,
};

/** Items per page of `GET /api/admin/flags` (the server's FLAGS_PAGE_SIZE): a full page may have a next one. */
const FLAGS_PAGE_SIZE = 50;

/**
 * The reported items with the given status, grouped by item, newest first (as the server sends
 * them), a page of 50 at a time: `fetchNextPage` reads the next. An item reported again between
 * two pages moves to the top and may come twice: the screen keeps its first.
 */
export function useFlaggedItems(status: FlagStatus) {
  return useInfiniteQuery({
    queryKey: flagKeys.list(status),
    queryFn: async ({ pageParam }) => unwrap(await api.GET('/api/admin/flags', { params: { query: { status, page: pageParam } } })).items,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === FLAGS_PAGE_SIZE ? pages.length + 1 : undefined),
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
