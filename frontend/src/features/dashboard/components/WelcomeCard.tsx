import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FlameIcon, RankingIcon } from '../../../components/ui/icons';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useRankName } from '../../../lib/useRankName';
import type { DashboardUser } from '../api/dashboardApi';

const NAME_SLOT = '\u0000';

/** "Olá, Ana!" with the level badge, the streak and the weekly ranking position. */
export function WelcomeCard({ user, picture }: { user: DashboardUser; picture?: string | null }) {
  const { t } = useTranslation('dashboard');
  const rankLabel = useRankName();
  // The sentence around the name, so the name renders isolated (bdi) as member text, never markup.
  const [greetingBefore = '', greetingAfter = ''] = t('welcome.greeting', { name: NAME_SLOT }).split(NAME_SLOT);
  const formatNumber = useFormatNumber();
  const rank = user.currentRank;
  return (
    <section className="card welcome-card" aria-labelledby="dashboard-welcome">
      <UserAvatar name={user.name || '?'} picture={picture} size="lg" className="welcome-card__avatar" />
      <div className="welcome-card__text">
        <h2 id="dashboard-welcome" className="welcome-card__greeting member-text">
          {greetingBefore}
          <bdi>{user.name}</bdi>
          {greetingAfter}
        </h2>
        <p className="welcome-card__subtitle">{t(user.is_new_member ? 'welcome.subtitleNew' : 'welcome.subtitle')}</p>
        <ul className="welcome-card__chips">
          <li className="welcome-chip">
            <RankBadge rank={rank} level={user.level} />
            <span className="welcome-chip__text">{rankLabel(rank.name)}</span>
          </li>
          <li className={cx('welcome-chip', 'welcome-chip--streak', user.streak_days === 0 && 'is-empty')}>
            <FlameIcon size={18} />
            <span className="visually-hidden">{t('welcome.streakLabel')}: </span>
            <span className="welcome-chip__text">{t('welcome.streak', { count: user.streak_days })}</span>
          </li>
          {user.rankingPosition !== null && (
            <li>
              <Link to={paths.ranking} className="welcome-chip welcome-chip--ranking">
                <RankingIcon size={18} />
                <span className="welcome-chip__text">
                  {t('welcome.rankingPosition', { position: formatNumber(user.rankingPosition) })}
                </span>
              </Link>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
