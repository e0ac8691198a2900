import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { RankBadge } from '../../../components/ui/RankBadge';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { readableBackground } from '../../../lib/contrast';
import { useRankName } from '../../../lib/useRankName';
import { clampPercent, xpToNextRank } from '../../../lib/gamification/progress';
import { useMemberProgress } from '../api/ranksApi';
import { SectionState } from './SectionState';

/** The ten patentes (spec section 9). */
const MAX_LEVEL = 10;

/** Level n/10, the bar toward the next patente and the next goal with the XP still missing. */
export function CurrentProgress() {
  const { t } = useTranslation('ranks');
  const progress = useMemberProgress();

  return (
    <Card as="section" title={t('progress.title')} className="ranks-progress">
      <SectionState query={progress} loading={t('progress.loading')}>
        {(user) => <ProgressDetails user={user} />}
      </SectionState>
    </Card>
  );
}

type MemberProgress = NonNullable<ReturnType<typeof useMemberProgress>['data']>;

function ProgressDetails({ user }: { user: MemberProgress }) {
  const { t } = useTranslation('ranks');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  const current = user.currentRank;
  const next = user.nextRank;
  const percent = clampPercent(user.level_progress);
  return (
    <div className="ranks-progress__body">
      <div
        className="ranks-progress__current"
        style={{ '--rank-color': readableBackground(current.badge_color, current.text_color), '--rank-text': current.text_color } as CSSProperties}
      >
        <span className="rank-emblem rank-emblem--lg" aria-hidden="true">
          {current.level}
        </span>
        <div className="ranks-progress__who">
          <p className="ranks-progress__level">
            {t('progress.levelOf', { level: user.level, max: MAX_LEVEL })}
          </p>
          <p className="ranks-progress__name">{rankLabel(current.name)}</p>
          <p className="ranks-progress__xp">{t('progress.xp', { xp: formatNumber(user.xp_total) })}</p>
        </div>
      </div>
      {next ? (
        <div className="ranks-progress__next">
          <div className="ranks-progress__bar-row">
            <RankBadge rank={current} />
            <ProgressBar
              value={percent}
              size="lg"
              label={t('progress.barLabel', { rank: rankLabel(next.name) })}
              valueText={t('progress.barValue', {
                percent,
                xp: formatNumber(user.xp_total),
                goal: formatNumber(next.xp_required),
              })}
            />
            <RankBadge rank={next} />
          </div>
          <div className="ranks-progress__facts">
            <p>
              <span className="ranks-progress__fact-label">{t('progress.nextGoal')}: </span>
              {t('progress.nextGoalValue', { rank: rankLabel(next.name), goal: formatNumber(next.xp_required) })}
            </p>
            <p className="ranks-progress__remaining">
              {t('progress.remaining', { xp: formatNumber(xpToNextRank(user.xp_total, next)) })}
              <span className="ranks-progress__percent"> · {percent}%</span>
            </p>
          </div>
        </div>
      ) : (
        <div className="ranks-progress__next">
          <ProgressBar value={100} tone="done" size="lg" label={t('progress.topTitle')} />
          <p className="ranks-progress__top">
            <strong>{t('progress.topTitle')}</strong> {t('progress.top', { rank: rankLabel(current.name) })}
          </p>
        </div>
      )}
    </div>
  );
}
