import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, StarIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { RankBadge } from '../../../components/ui/RankBadge';
import { paths } from '../../../lib/paths';
import { readableBackground } from '../../../lib/contrast';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useRankName } from '../../../lib/useRankName';
import { clampPercent, dailyGoalPercent, xpToNextRank } from '../../../lib/gamification/progress';
import type { DashboardUser } from '../api/dashboardApi';

/** Ten patentes (spec section 9). */
const MAX_LEVEL = 10;
/** Badge icons shown on the count card before "+N". */
const BADGE_ICONS = 3;

function rankColours(rank: { badge_color: string; text_color: string }): CSSProperties {
  return { '--rank-color': readableBackground(rank.badge_color, rank.text_color), '--rank-text': rank.text_color } as CSSProperties;
}

/** Progress from the current patente to the next; a "top" state at the last one. */
export function RankProgressCard({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  const next = user.nextRank;
  const percent = clampPercent(user.level_progress);
  return (
    <article className="card stat-card stat-card--progress" aria-labelledby="stat-progress">
      <h2 id="stat-progress" className="stat-card__label">
        {t('progress.title')}
      </h2>
      {next ? (
        <>
          <div className="stat-card__ranks">
            <RankBadge rank={user.currentRank} level={user.level} />
            <ArrowRightIcon size={16} />
            <RankBadge rank={next} />
            <span className="stat-card__percent">{percent}%</span>
          </div>
          <ProgressBar
            value={percent}
            label={t('progress.barLabel', { rank: rankLabel(next.name) })}
            valueText={t('progress.barValue', {
              percent,
              xp: formatNumber(user.xp_total),
              goal: formatNumber(next.xp_required),
            })}
          />
          <p className="stat-card__hint">
            {t('progress.toNext', { xp: formatNumber(xpToNextRank(user.xp_total, next)), rank: rankLabel(next.name) })}
          </p>
        </>
      ) : (
        <>
          <p className="stat-card__value stat-card__value--top">
            <StarIcon size={18} />
            {t('progress.topTitle')}
          </p>
          <ProgressBar value={100} tone="done" label={t('progress.topBar')} />
          <p className="stat-card__hint">{t('progress.top', { rank: rankLabel(user.currentRank.name) })}</p>
        </>
      )}
    </article>
  );
}

/** The patente held now, in its colours. */
export function CurrentRankCard({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  const rank = user.currentRank;
  return (
    <article className="card stat-card" aria-labelledby="stat-rank">
      <h2 id="stat-rank" className="stat-card__label">
        {t('rank.title')}
      </h2>
      <div className="stat-card__rank" style={rankColours(rank)}>
        <span className="rank-medal" aria-hidden="true">
          {rank.level}
        </span>
        <div className="stat-card__rank-text">
          <p className="stat-card__rank-name">{rankLabel(rank.name)}</p>
          <p className="stat-card__hint">
            {t('rank.levelOf', { level: rank.level, max: MAX_LEVEL })} · {t('rank.since', { xp: formatNumber(rank.xp_required) })}
          </p>
        </div>
      </div>
      <p className="stat-card__description">{rank.description}</p>
      <Link to={paths.ranks} className="stat-card__link">
        {t('rank.viewAll')}
        <ArrowRightIcon size={16} />
      </Link>
    </article>
  );
}

/** Total XP, today's XP and the daily goal (capped at 100 %). */
export function XpCard({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const formatNumber = useFormatNumber();
  const percent = dailyGoalPercent(user.xp_daily, user.daily_goal);
  const reached = user.daily_goal > 0 && user.xp_daily >= user.daily_goal;
  return (
    <article className="card stat-card" aria-labelledby="stat-xp">
      <h2 id="stat-xp" className="stat-card__label">
        {t('xp.title')}
      </h2>
      <p className="stat-card__value" data-testid="dashboard-xp-total">
        {t('xp.total', { xp: formatNumber(user.xp_total) })}
      </p>
      <p className="stat-card__today">{t('xp.today', { xp: formatNumber(user.xp_daily) })}</p>
      <ProgressBar
        value={percent}
        tone={reached ? 'done' : 'primary'}
        size="sm"
        label={t('xp.goalLabel')}
        valueText={t('xp.goal', { xp: formatNumber(user.xp_daily), goal: formatNumber(user.daily_goal) })}
      />
      <p className="stat-card__hint">
        {t('xp.goal', { xp: formatNumber(user.xp_daily), goal: formatNumber(user.daily_goal) })}
      </p>
      {reached ? (
        <p className="stat-card__goal-reached">{t('xp.goalReached')}</p>
      ) : (
        <p className="stat-card__hint">
          {t('xp.goalRemaining', { xp: formatNumber(Math.max(0, user.daily_goal - user.xp_daily)) })}
        </p>
      )}
    </article>
  );
}

/** How many badges, with up to three icons and "+N". */
export function BadgesCard({ user }: { user: DashboardUser }) {
  const { t } = useTranslation('dashboard');
  const shown = user.recentBadges.slice(0, BADGE_ICONS);
  const overflow = Math.max(0, user.totalBadges - shown.length);
  return (
    <article className="card stat-card" aria-labelledby="stat-badges">
      <h2 id="stat-badges" className="stat-card__label">
        {t('badges.title')}
      </h2>
      <p className="stat-card__value">{t('badges.count', { count: user.totalBadges })}</p>
      {shown.length > 0 && (
        <ul className="inline-list">
          {shown.map((badge) => (
            <li
              key={badge.id}
              className="badge-icons__item"
              style={{ '--badge-color': badge.badge_color } as CSSProperties}
              title={badge.name}
            >
              <span aria-hidden="true">{badge.icon}</span>
              <span className="visually-hidden">{badge.name}</span>
            </li>
          ))}
          {overflow > 0 && (
            <li className="badge-icons__item badge-icons__item--more">
              <span aria-hidden="true">{t('badges.overflow', { count: overflow })}</span>
              <span className="visually-hidden">{t('badges.overflowLabel', { count: overflow })}</span>
            </li>
          )}
        </ul>
      )}
      <Link to={paths.ranks} className="stat-card__link">
        {t('badges.view')}
        <ArrowRightIcon size={16} />
      </Link>
    </article>
  );
}
