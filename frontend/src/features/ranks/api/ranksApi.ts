import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';
import { sharedKeys } from '../../../lib/queryKeys';
import { dashboardQuery, ranksQuery } from '../../../lib/gamification/queries';

export type { Rank } from '../../../lib/gamification/queries';
export type Badge = components['schemas']['BadgeDto'];

/** Entries per page of "De onde veio meu XP". */
export const HISTORY_PAGE_SIZE = 20;

export const ranksKeys = {
  badges: (language: string) => [...sharedKeys.gamification, 'badges', language] as const,
  rules: [...sharedKeys.gamification, 'rules'] as const,
  history: [...sharedKeys.gamification, 'history'] as const,
};

/** The ten patentes with the reader's status (unlocked, next, locked). */
export function useRanks() {
  const { language } = useLanguage();
  return useQuery(ranksQuery(language));
}

/** The member's XP, level and current/next rank: the dashboard's answer (one cache entry for both screens). */
export function useMemberProgress() {
  const { language } = useLanguage();
  return useQuery({ ...dashboardQuery(language), select: (data) => data.user });
}

/** The member's badges and the whole catalogue, in the reader's language. */
export function useBadges() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ranksKeys.badges(language),
    queryFn: async () => unwrap(await api.GET('/api/badges', { params: { query: { lang: language } } })),
  });
}

/** The XP sources table; the amounts only change with a new release. */
export function useXpRules() {
  return useQuery({
    queryKey: ranksKeys.rules,
    queryFn: async () => unwrap(await api.GET('/api/xp/rules')),
    staleTime: 60 * 60_000,
  });
}

/** The member's XP ledger, newest first, a page at a time. */
export function useXpHistory() {
  return useInfiniteQuery({
    queryKey: ranksKeys.history,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/xp/history', {
          params: { query: { limit: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
