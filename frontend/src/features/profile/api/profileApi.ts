import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

/** `{language, proficiency}` with the Portuguese values the API stores (lib/profileLanguages). */
export type UserLanguage = components['schemas']['UserLanguageDto'];
export type ProfileSetupInput = components['schemas']['ProfileSetupDto'];

export const profileKeys = {
  all: ['profile'] as const,
  check: ['profile', 'check'] as const,
  complete: ['profile', 'complete'] as const,
};

/** `{profileCompleted, profileSkipped, needsSetup}` for the signed-in member. */
export const profileCheckQuery = queryOptions({
  queryKey: profileKeys.check,
  queryFn: async () => unwrap(await api.GET('/api/profile/check')),
});

export function useProfileCheck(enabled = true) {
  return useQuery({ ...profileCheckQuery, enabled });
}

/** The member's profile as far as it is filled in; used to prefill the setup form. */
export function useCompleteProfile() {
  return useQuery({
    queryKey: profileKeys.complete,
    queryFn: async () => unwrap(await api.GET('/api/profile/complete')),
    // Always start the form from the server's current values.
    staleTime: 0,
  });
}

export function useSaveProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileSetupInput) => unwrap(await api.POST('/api/profile/setup', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useSkipProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/profile/skip')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
