import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The reported items with the given status, grouped by item, newest first (as the server sends them). */
export function useFlaggedItems(status: FlagStatus) {
  return useQuery({
    queryKey: flagKeys.list(status),
    queryFn: async () => unwrap(await api.GET('/api/admin/flags', { params: { query: { status } } })).items,
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
