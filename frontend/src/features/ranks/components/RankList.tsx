import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { cx } from '../../../lib/cx';
import { readableBackground } from '../../../lib/contrast';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useRankName } from '../../../lib/useRankName';
import { progressToNextRank, rankStatus, type RankStatus } from '../../../lib/gamification/progress';
import { useMemberProgress, useRanks, type Rank } from '../api/ranksApi';
import { CheckIcon, LockIcon, TargetIcon } from './icons';
import { SectionState } from './SectionState';

const STATUS_ICON: Record<RankStatus, ComponentType> = {
  unlocked: CheckIcon,
  next: TargetIcon,
  locked: LockIcon,
};

/** All ten patentes in their colours, each unlocked, next or locked for the member. */
export function RankList() {
  const { t } = useTranslation('ranks');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  const ranks = useRanks();
  const progress = useMemberProgress();
  const level = progress.data?.level;
  const xpTotal = progress.data?.xp_total;

  const statusOf = (rank: Rank): RankStatus =>
    rank.status ?? (level !== undefined ? rankStatus(level, rank.level) : 'locked');

  return (
    <Card as="section" title={t('list.title')} className="ranks-list-card">
      <SectionState query={ranks} loading={t('list.loading')}>
        {(list) => (
          <ol className="rank-list">
            {list.map((rank, index) => {
              const status = statusOf(rank);
              const isCurrent = level === rank.level;
              const previous = list[index - 1];
              const StatusIcon = STATUS_ICON[status];
              return (
                <li
                  key={rank.id}
                  className={cx('rank-item', `rank-item--${status}`, isCurrent && 'is-current')}
                  style={{ '--rank-color': readableBackground(rank.badge_color, rank.text_color), '--rank-text': rank.text_color } as CSSProperties}
                  aria-current={isCurrent ? 'step' : undefined}
                >
                  <span className="rank-emblem" aria-hidden="true">
                    {rank.level}
                  </span>
                  <div className="rank-item__text">
                    <div className="rank-item__top">
                      <h3 className="rank-item__name">{rankLabel(rank.name)}</h3>
                      {isCurrent && <span className="rank-item__current">{t('list.current')}</span>}
                      <span className={cx('rank-status', `rank-status--${status}`)}>
                        <StatusIcon />
                        {t(`list.status.${status}`)}
                      </span>
                    </div>
                    <p className="rank-item__description">{rank.description}</p>
                    <p className="rank-item__xp">{t('list.xpRequired', { xp: formatNumber(rank.xp_required) })}</p>
                    {status === 'next' && xpTotal !== undefined && previous && (
                      <ProgressBar
                        size="sm"
                        color={rank.badge_color}
                        value={progressToNextRank(xpTotal, previous, rank)}
                        label={t('progress.barLabel', { rank: rankLabel(rank.name) })}
                        className="rank-item__bar"
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </SectionState>
    </Card>
  );
}
