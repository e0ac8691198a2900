import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/errors';
import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type AdminPrompt = components['schemas']['AdminPromptDto'];
export type AdminPromptInput = components['schemas']['AdminPromptInputDto'];

const promptKeys = { all: ['admin', 'writing-prompts'] as const };

/** The active writing prompts, by language then position (issue 47). */
export function useAdminWritingPrompts() {
  return useQuery({
    queryKey: promptKeys.all,
    queryFn: async () => unwrap(await api.GET('/api/admin/writing-prompts')),
  });
}

/** Replaces the whole active list (one left out is taken off, never deleted); the answer is the new list. */
export function useReplaceWritingPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prompts: AdminPromptInput[]) => unwrap(await api.PUT('/api/admin/writing-prompts', { body: { prompts } })),
    onSuccess: (data) => queryClient.setQueryData(promptKeys.all, data),
  });
}
