import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlameIcon, StarIcon } from '../../../components/ui/icons';
import { RankBadge } from '../../../components/ui/RankBadge';
import { cx } from '../../../lib/cx';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useRankName } from '../../../lib/useRankName';
import type { RankingUser } from '../api/rankingApi';
import { MedalIcon } from './icons';

/** Position out of all ranked members; total XP with the level; the patente with the streak. */
export function SummaryCards({ me, totalUsers }: { me: RankingUser; totalUsers: number }) {
  const { t } = useTranslation('ranking');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  return (
    <section className="ranking-summary" aria-label={t('summary.label')}>
      <SummaryCard
        kind="position"
        icon={<MedalIcon />}
        label={t('summary.position')}
        value={t('summary.positionValue', { position: formatNumber(me.rank) })}
        valueTestId="ranking-my-position"
        hint={t('summary.positionOf', { count: totalUsers, total: formatNumber(totalUsers) })}
      />
      <SummaryCard
        kind="xp"
        icon={<StarIcon size={22} />}
        label={t('summary.xp')}
        value={t('summary.xpValue', { xp: formatNumber(me.xp_total) })}
        hint={`${t('summary.levelOf', { level: me.level })} · ${t('summary.weekly', { xp: formatNumber(me.weekly_xp) })}`}
      />
      <SummaryCard
        kind="rank"
        icon={<FlameIcon size={22} />}
        label={t('summary.rank')}
        value={
          <>
            <RankBadge rank={me} />
            <span>{rankLabel(me.rank_name)}</span>
          </>
        }
        hint={t('summary.streak', { count: me.streak_days })}
        hintClassName={me.streak_days > 0 ? 'summary-card__streak' : undefined}
      />
    </section>
  );
}

/** One of the three cards: an icon, a label, the value and a hint under it. */
function SummaryCard(props: {
  kind: 'position' | 'xp' | 'rank';
  icon: ReactNode;
  label: string;
  value: ReactNode;
  valueTestId?: string;
  hint: string;
  hintClassName?: string;
}) {
  return (
    <article className={`card summary-card summary-card--${props.kind}`}>
      <span className="summary-card__icon" aria-hidden="true">
        {props.icon}
      </span>
      <div className="summary-card__text">
        <h2 className="summary-card__label">{props.label}</h2>
        <p className={cx('summary-card__value', props.kind === 'rank' && 'summary-card__value--rank')} data-testid={props.valueTestId}>
          {props.value}
        </p>
        <p className={cx('summary-card__hint', props.hintClassName)}>{props.hint}</p>
      </div>
    </article>
  );
}
