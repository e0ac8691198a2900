import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/Toaster';
import { useLanguage } from '../../i18n';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import type { components } from '../api/schema';
import { sharedKeys } from '../queryKeys';
import { useRankName } from '../useRankName';
import { ranksQuery } from './queries';

/** `{actionType, referenceType, referenceId}`: e.g. `give_like` on a `post`, `comment_post` on a `comment`. */
export type XpAction = components['schemas']['XpAddDto'];
export type XpAward = components['schemas']['XpAddResultDto'];

/** Toast timings of the spec (learner area, section 4). */
export const XP_TOAST_MS = 3_000;
export const LEVEL_UP_DELAY_MS = 500;
export const LEVEL_UP_TOAST_MS = 3_000;
export const BADGE_STAGGER_MS = 1_000;
export const BADGE_TOAST_MS = 4_000;

const REASON_KEYS = {
  daily_login: 'xpToast.reasons.daily_login',
  give_like: 'xpToast.reasons.give_like',
  like_post: 'xpToast.reasons.give_like',
  comment_post: 'xpToast.reasons.comment_post',
} as const;

const LevelUpIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.4"
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

/**
 * After an action that earns XP (a like, a comment), asks the server what it awarded
 * (`POST /api/xp/add` never creates XP) and celebrates it: "+N XP" for 3 s; a level-up toast
 * 0.5 s later for 3 s; each new badge 1 s after the previous one, for 4 s. Then the dashboard,
 * the ranking, /patentes and the notifications are refreshed, so the numbers move without a
 * reload. Failures are silent: the action itself succeeded, the toast is a bonus.
 */
export function useXpFeedback(): (action: XpAction) => Promise<void> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const rankLabel = useRankName();
  const { language } = useLanguage();

  const celebrate = useCallback(
    async (award: XpAward, action: XpAction) => {
      const startedAt = Date.now();
      if (award.xpGained > 0) {
        const reasonKey = REASON_KEYS[action.actionType as keyof typeof REASON_KEYS];
        toast.show({
          title: t('xpToast.gained', { amount: award.xpGained }),
          message: reasonKey ? t(reasonKey) : undefined,
          icon: <StarIcon size={22} fill="currentColor" stroke="none" />,
          tone: 'xp',
          durationMs: XP_TOAST_MS,
        });
      }
      award.badges.forEach((badge, index) => {
        toast.show({
          title: t('xpToast.badgeTitle'),
          message: badge.name,
          icon: badge.icon,
          tone: 'badge',
          delayMs: BADGE_STAGGER_MS * (index + 1),
          durationMs: BADGE_TOAST_MS,
        });
      });
      if (award.levelUp) {
        let rankName: string | undefined;
        try {
          // Rank names never change: any cached list will do.
          const ranks = await queryClient.fetchQuery({ ...ranksQuery(language), staleTime: Infinity });
          rankName = rankLabel(ranks.find((rank) => rank.level === award.newLevel)?.name) || undefined;
        } catch {
          // The level alone still says it.
        }
        toast.show({
          title: t('xpToast.levelUpTitle'),
          message: rankName
            ? t('xpToast.levelUp', { level: award.newLevel, rank: rankName })
            : t('xpToast.levelUpNoRank', { level: award.newLevel }),
          icon: <LevelUpIcon />,
          tone: 'level',
          delayMs: Math.max(0, LEVEL_UP_DELAY_MS - (Date.now() - startedAt)),
          durationMs: LEVEL_UP_TOAST_MS,
        });
      }
    },
    [queryClient, toast, t, language, rankLabel],
  );

  return useCallback(
    async (action: XpAction) => {
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
    [queryClient, language, celebrate],
  );
}
