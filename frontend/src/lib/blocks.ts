import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/schema';
import { sharedKeys } from './queryKeys';

export type BlockedMember = components['schemas']['BlockedMemberDto'];

/** `GET /api/blocks`: the members the reader blocks, most recent first (`enabled`: false for a guest). */
export function useBlockedMembers(enabled = true) {
  return useQuery({
    queryKey: sharedKeys.blocks,
    queryFn: async () => unwrap(await api.GET('/api/blocks')).members,
    enabled,
  });
}

/**
 * Block or unblock a member. Every list the reader sees (feed, comments, chat, catalogue) is read
 * again afterwards, since the server honours blocks in each of them (ADR 0101).
 */
export function useBlockChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, blocked }: { memberId: string; blocked: boolean }) => {
      const params = { params: { path: { memberId } } };
      return unwrap(blocked ? await api.PUT('/api/blocks/{memberId}', params) : await api.DELETE('/api/blocks/{memberId}', params));
    },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sharedKeys.session[0] }),
  });
}
