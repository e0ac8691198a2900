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
