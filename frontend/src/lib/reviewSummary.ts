import { useQuery } from '@tanstack/react-query';
import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/schema';
import { useAfterFirstPage } from './idle';
import { sharedKeys } from './queryKeys';
import { useViewer } from './viewer';

/** `GET /api/review/summary`: today's counts of the member's review deck and its settings. */
export type ReviewSummary = components['schemas']['ReviewSummaryDto'];

export const reviewSummaryKey = [...sharedKeys.review, 'summary'] as const;

/**
 * The review deck's summary, one cache entry for the navbar's count, the dashboard's card and
 * /revisao (features never import each other, so it lives here). `whenIdle`: the navbar and the
 * dashboard ask for it once their page has painted and the browser is idle, so a page still paints
 * with only the answers its HTML carries (ADR 0114); until then they show what the cache holds.
 * Guests have no deck and ask nothing.
 */
export function useReviewSummary({ whenIdle = false }: { whenIdle?: boolean } = {}) {
  const { id } = useViewer();
  const idle = useAfterFirstPage();
  return useQuery({
    queryKey: reviewSummaryKey,
    queryFn: async () => unwrap(await api.GET('/api/review/summary')),
    enabled: id !== null && (idle || !whenIdle),
  });
}

/** What the navbar's badge and the dashboard count: the cards a session would bring today. */
export const cardsForToday = (summary: Pick<ReviewSummary, 'due' | 'new'>): number => summary.due + summary.new;
