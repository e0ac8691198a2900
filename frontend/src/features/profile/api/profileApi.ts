import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError, unwrap } from '../../../lib/api/errors';
import { preloadedData } from '../../../lib/api/preload';
import type { components } from '../../../lib/api/schema';

/** `{language, proficiency}` with the Portuguese values the API stores (lib/languages). */
export type UserLanguage = components['schemas']['UserLanguageDto'];
export type ProfileSetupInput = components['schemas']['ProfileSetupDto'];

export const profileKeys = {
  all: ['profile'] as const,
  check: ['profile', 'check'] as const,
  complete: ['profile', 'complete'] as const,
  member: (userId: string, language: string) => ['profile', 'member', userId, language] as const,
  stats: (userId: string) => ['profile', 'stats', userId] as const,
};

export type MemberProfile = components['schemas']['MemberProfileDto'];
export type ProfileStats = components['schemas']['ProfileStatsDto'];

/** A 403 (private) or 404 (no such member) will not change on retry. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

/** `GET /api/profile/public/{userId}` (also the own profile), rank and badge texts in `language`. */
export function useMemberProfile(userId: string, language: 'pt' | 'en') {
  const params = { path: { userId }, query: { lang: language } };
  return useQuery({
    queryKey: profileKeys.member(userId, language),
    queryFn: async () => unwrap(await api.GET('/api/profile/public/{userId}', { params })),
    ...preloadedData<MemberProfile>('/api/profile/public/{userId}', params),
    retry: retryServerErrors,
  });
}

/** `GET /api/profile/public/{userId}/stats`. */
export function useProfileStats(userId: string, enabled: boolean) {
  const params = { path: { userId } };
  return useQuery({
    queryKey: profileKeys.stats(userId),
    queryFn: async () => unwrap(await api.GET('/api/profile/public/{userId}/stats', { params })),
    ...preloadedData<ProfileStats>('/api/profile/public/{userId}/stats', params),
    retry: retryServerErrors,
    enabled,
  });
}

/** `{profileCompleted, profileSkipped, needsSetup}` for the signed-in member. */
export const profileCheckQuery = queryOptions({
  queryKey: profileKeys.check,
  queryFn: async () => unwrap(await api.GET('/api/profile/check')),
  ...preloadedData<components['schemas']['ProfileCheckDto']>('/api/profile/check'),
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
