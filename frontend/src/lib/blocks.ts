import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/schema';
import { sharedKeys } from './queryKeys';

export type BlockedMember = components['schemas']['BlockedMemberDto'];
type SessionData = components['schemas']['SessionDto'];

/**
 * The signed-in member's id, from the session the app loaded first (undefined for a guest or an
 * administrator's own session): who may be offered "Block" on a comment, a message or a profile.
 */
export function useViewerId(): string | undefined {
  const session = useQuery<SessionData>({ queryKey: sharedKeys.session, enabled: false });
  return session.data?.member?.id;
}

/** `GET /api/blocks`: the members the reader blocks, most recent first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: sharedKeys.blocks,
    queryFn: async () => unwrap(await api.GET('/api/blocks')).members,
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
