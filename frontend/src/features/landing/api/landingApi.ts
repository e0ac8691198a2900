import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';

export const landingKeys = {
  stats: ['landing', 'stats'] as const,
};

/** How often the landing's live numbers refresh. */
export const LANDING_STATS_REFRESH_MS = 30_000;

/** `{totalUsers, totalCourses, totalLanguages}`; public, so asked without the session cookie. */
export function useLandingStats() {
  return useQuery({
    queryKey: landingKeys.stats,
    queryFn: async () => unwrap(await api.GET('/api/landing/stats', { credentials: 'omit' })),
    refetchInterval: LANDING_STATS_REFRESH_MS,
    staleTime: LANDING_STATS_REFRESH_MS,
  });
}
