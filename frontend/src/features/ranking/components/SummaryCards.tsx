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
      <article className="card summary-card summary-card--position">
        <span className="summary-card__icon" aria-hidden="true">
          <MedalIcon />
        </span>
        <div className="summary-card__text">
          <h2 className="summary-card__label">{t('summary.position')}</h2>
          <p className="summary-card__value" data-testid="ranking-my-position">
            {t('summary.positionValue', { position: formatNumber(me.rank) })}
          </p>
          <p className="summary-card__hint">
            {t('summary.positionOf', { count: totalUsers, total: formatNumber(totalUsers) })}
          </p>
        </div>
      </article>
      <article className="card summary-card summary-card--xp">
        <span className="summary-card__icon" aria-hidden="true">
          <StarIcon size={22} />
        </span>
        <div className="summary-card__text">
          <h2 className="summary-card__label">{t('summary.xp')}</h2>
          <p className="summary-card__value">{t('summary.xpValue', { xp: formatNumber(me.xp_total) })}</p>
          <p className="summary-card__hint">
            {t('summary.levelOf', { level: me.level })} · {t('summary.weekly', { xp: formatNumber(me.weekly_xp) })}
          </p>
        </div>
      </article>
      <article className="card summary-card summary-card--rank">
        <span className="summary-card__icon" aria-hidden="true">
          <FlameIcon size={22} />
        </span>
        <div className="summary-card__text">
          <h2 className="summary-card__label">{t('summary.rank')}</h2>
          <p className="summary-card__value summary-card__value--rank">
            <RankBadge rank={me} />
            <span>{rankLabel(me.rank_name)}</span>
          </p>
          <p className={cx('summary-card__hint', me.streak_days > 0 && 'summary-card__streak')}>
            {t('summary.streak', { count: me.streak_days })}
          </p>
        </div>
      </article>
    </section>
  );
}
