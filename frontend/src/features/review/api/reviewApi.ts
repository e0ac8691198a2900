import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { isNetworkError, unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';
import { sharedKeys } from '../../../lib/queryKeys';
import { reviewSummaryKey, type ReviewSummary } from '../../../lib/reviewSummary';

type Schemas = components['schemas'];
export type { ReviewSummary };
export type ReviewCard = Schemas['ReviewSessionCardDto'];
export type ReviewVerdict = Schemas['ReviewVerdictDto'];
export type ReviewAnswer = Schemas['ReviewAnswerBodyDto'];
export type ReviewSettings = Schemas['ReviewSettingsDto'];

/** At most this many cards a session (the server's default too). */
export const SESSION_SIZE = 20;

export const reviewKeys = {
  all: sharedKeys.review,
  summary: reviewSummaryKey,
  session: (round: number) => [...sharedKeys.review, 'session', round] as const,
};

/**
 * One session's cards, asked for when the member starts it (`round` counts the sessions of the
 * visit). Read once: the server shuffles an order question's tiles on every read, so a refetch while
 * a member builds a sentence would move them.
 */
export function useReviewSession(round: number) {
  return useQuery({
    queryKey: reviewKeys.session(round),
    queryFn: async () => unwrap(await api.GET('/api/review/session', { params: { query: { limit: SESSION_SIZE } } })).cards,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * Sends one answer. The body's `clientId` is made once per answer and kept for its retries, so a
 * retry (by hand, or this hook's own after a lost connection) counts once and gets the same
 * verdict; `answeredAt` keeps the moment it was given. The summary is read again after it.
 */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, body }: { cardId: string; body: ReviewAnswer }) =>
      unwrap(await api.POST('/api/review/cards/{id}/answers', { params: { path: { id: cardId } }, body })),
    // The same clientId again is safe: the server answers a repeat with the first verdict.
    retry: (failures, error) => isNetworkError(error) && failures < 2,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.summary }),
  });
}

/** "Não revisar mais": the card leaves the deck for good. */
export function useStopReviewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string) => unwrap(await api.DELETE('/api/review/cards/{id}', { params: { path: { id: cardId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.summary }),
  });
}

/** New cards a day and the retention aimed for; the summary (which carries them, and the day's new quota) follows. */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReviewSettings) => unwrap(await api.PUT('/api/review/settings', { body: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData<ReviewSummary>(reviewKeys.summary, (summary) => summary && { ...summary, ...saved });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.summary });
    },
  });
}
