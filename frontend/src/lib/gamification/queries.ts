import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../i18n';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import { preloadedData } from '../api/preload';
import type { components } from '../api/schema';
import { sharedKeys } from '../queryKeys';

export type DashboardData = components['schemas']['DashboardDto'];
export type DashboardUser = components['schemas']['DashboardUserDto'];
export type Rank = components['schemas']['RankDto'];

/**
 * `GET /api/dashboard` in the reader's language. Shared: the dashboard shows all of it and
 * /patentes reads the member's XP and rank from it, so both screens share one cache entry.
 */
export function dashboardQuery(language: Language) {
  const params = { query: { lang: language } };
  return queryOptions({
    queryKey: [...sharedKeys.dashboard, language] as const,
    queryFn: async () => unwrap(await api.GET('/api/dashboard', { params })),
    ...preloadedData<DashboardData>('/api/dashboard', params),
  });
}

/**
 * `GET /api/ranks`: the ten patentes, lowest first, with the reader's status. /patentes lists
 * them and the level-up toast reads the new rank's name from them.
 */
export function ranksQuery(language: Language) {
  return queryOptions({
    queryKey: [...sharedKeys.gamification, 'ranks', language] as const,
    queryFn: async () => unwrap(await api.GET('/api/ranks', { params: { query: { lang: language } } })),
  });
}
