import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useLanguage } from '../../i18n';
import { api } from '../../lib/api/client';
import { unwrap } from '../../lib/api/errors';
import type { components } from '../../lib/api/schema';
import { ranksQuery } from '../../lib/gamification/queries';
import { useLiveEvents, XpFeedbackContext, type XpAction, type XpFeedback } from '../../lib/liveEvents';
import { sharedKeys } from '../../lib/queryKeys';
import { useRankName } from '../../lib/useRankName';
import { BADGE_STAGGER_MS, LEVEL_UP_DELAY_MS, useCelebrations } from './celebrations';

type XpAward = components['schemas']['XpAddResultDto'];

/**
 * After an action that earns XP (a like, a comment). While the tab's event stream is live the
 * toasts come from it (ADR 0060) and nothing is asked here. Otherwise this asks the server what
 * it awarded (`POST /api/xp/add` never creates XP) and celebrates it: "+N XP" for 3 s; a
 * level-up toast 0.5 s later for 3 s; each new badge 1 s after the previous one, for 4 s. Then
 * the dashboard, the ranking, /patentes and the notifications are refreshed, so the numbers
 * move without a reload. Failures are silent: the action itself succeeded, the toast is a bonus.
 */
function useXpFeedbackImplementation(): XpFeedback {
  const queryClient = useQueryClient();
  const celebrations = useCelebrations();
  const rankLabel = useRankName();
  const { language } = useLanguage();
  const { live } = useLiveEvents();

  const celebrate = useCallback(
    async (award: XpAward, action: XpAction) => {
      const startedAt = Date.now();
      if (award.xpGained > 0) celebrations.xp(award.xpGained, action.actionType);
      award.badges.forEach((badge, index) => celebrations.badge(badge.name, badge.icon, BADGE_STAGGER_MS * (index + 1)));
      if (award.levelUp) {
        let rankName: string | undefined;
        try {
          // Rank names never change: any cached list will do.
          const ranks = await queryClient.fetchQuery({ ...ranksQuery(language), staleTime: Infinity });
          rankName = rankLabel(ranks.find((rank) => rank.level === award.newLevel)?.name) || undefined;
        } catch {
          // The level alone still says it.
        }
        celebrations.levelUp(award.newLevel, rankName, Math.max(0, LEVEL_UP_DELAY_MS - (Date.now() - startedAt)));
      }
    },
    [queryClient, celebrations, language, rankLabel],
  );

  return useCallback(
    async (action: XpAction) => {
      // The stream brings the award, its toasts and the refreshed numbers.
      if (live) return;
      try {
        // The server announces each award once, so a like given again shows no second toast.
        const award = unwrap(await api.POST('/api/xp/add', { params: { query: { lang: language } }, body: action }));
        if (award.xpGained > 0 || award.levelUp || award.badges.length > 0) await celebrate(award, action);
      } catch {
        // No toast; the numbers below still refresh.
      } finally {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.ranking }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.gamification }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.notifications }),
        ]);
      }
    },
    [queryClient, language, celebrate, live],
  );
}

/** Gives `useXpFeedback()` (lib/liveEvents) to the features below it. Inside `LiveEventsProvider`. */
export function XpFeedbackProvider({ children }: { children: ReactNode }) {
  const feedback = useXpFeedbackImplementation();
  return <XpFeedbackContext.Provider value={feedback}>{children}</XpFeedbackContext.Provider>;
}
