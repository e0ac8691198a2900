import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/Toaster';

/** Toast timings of the spec (learner area, section 4). */
export const XP_TOAST_MS = 3_000;
export const LEVEL_UP_DELAY_MS = 500;
export const LEVEL_UP_TOAST_MS = 3_000;
export const BADGE_STAGGER_MS = 1_000;
export const BADGE_TOAST_MS = 4_000;

/** The XP sources (ledger actions) a toast names; others show the amount alone. */
const REASONS = [
  'daily_login',
  'give_like',
  'comment_post',
  'like_received',
  'post_approved',
  'quality_content',
  'comment_course',
  'like_course',
  'course_upload_approved',
  'watch_lesson',
  'complete_course',
  'quiz_correct',
  'writing_posted',
  'correction_helpful',
  'review_correct',
  'referral',
  'admin_grant',
] as const;
type Reason = (typeof REASONS)[number];
const ALIASES: Record<string, Reason> = { like_post: 'give_like' };

function reasonKey(source: string): `xpToast.reasons.${Reason}` | undefined {
  const known = (REASONS as readonly string[]).includes(source) ? (source as Reason) : ALIASES[source];
  return known ? `xpToast.reasons.${known}` : undefined;
}

const LevelUpIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.4"
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export interface Celebrations {
  /** "+N XP" with its reason, for 3 s. */
  xp: (amount: number, source: string) => void;
  /** The level-up toast, `delayMs` from now (the spec's 0.5 s after the XP toast), for 3 s. */
  levelUp: (level: number, rankName: string | undefined, delayMs: number) => void;
  /** A badge's toast, `delayMs` from now (1 s after the previous one), for 4 s. */
  badge: (name: string, icon: string, delayMs: number) => void;
}

/** The XP, level-up and badge toasts, whoever learnt of the award (the event stream, or a request). */
export function useCelebrations(): Celebrations {
  const toast = useToast();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      xp: (amount, source) => {
        const key = reasonKey(source);
        toast.show({
          title: t('xpToast.gained', { amount }),
          message: key ? t(key) : undefined,
          icon: <StarIcon size={22} fill="currentColor" stroke="none" />,
          tone: 'xp',
          durationMs: XP_TOAST_MS,
        });
      },
      levelUp: (level, rankName, delayMs) => {
        toast.show({
          title: t('xpToast.levelUpTitle'),
          message: rankName ? t('xpToast.levelUp', { level, rank: rankName }) : t('xpToast.levelUpNoRank', { level }),
          icon: <LevelUpIcon />,
          tone: 'level',
          delayMs,
          durationMs: LEVEL_UP_TOAST_MS,
        });
      },
      badge: (name, icon, delayMs) => {
        toast.show({ title: t('xpToast.badgeTitle'), message: name, icon, tone: 'badge', delayMs, durationMs: BADGE_TOAST_MS });
      },
    }),
    [toast, t],
  );
}
