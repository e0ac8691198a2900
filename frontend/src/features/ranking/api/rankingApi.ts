import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import { preloadedData } from '../../../lib/api/preload';
import type { components } from '../../../lib/api/schema';
import { sharedKeys } from '../../../lib/queryKeys';

export type Ranking = components['schemas']['RankingDto'];
export type RankingUser = components['schemas']['RankingUserDto'];

/** The list holds the first 100; a member further down gets their own card under it. */
export const RANKING_LIST_SIZE = 100;
/** The podium shows only with at least this many ranked members. */
export const PODIUM_MIN_USERS = 3;

export const rankingKeys = {
  week: [...sharedKeys.ranking, 'week'] as const,
};

/** This week's ranking (rank names are the same in both languages). */
export function useRanking() {
  return useQuery({
    queryKey: rankingKeys.week,
    queryFn: async () => unwrap(await api.GET('/api/ranking')),
    ...preloadedData<Ranking>('/api/ranking'),
  });
}
