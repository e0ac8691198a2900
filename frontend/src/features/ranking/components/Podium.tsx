import { useTranslation } from 'react-i18next';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { cx } from '../../../lib/cx';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import type { RankingUser } from '../api/rankingApi';

/**
 * The first three of the week. In the document (and for screen readers) they come in order;
 * on screen second, first and third stand side by side on steps of their height.
 */
export function Podium({ users, meId }: { users: RankingUser[]; meId: string }) {
  const { t } = useTranslation('ranking');
  const formatNumber = useFormatNumber();
  return (
    <section className="card podium-card" aria-labelledby="podium-title">
      <h2 id="podium-title" className="card__title podium-card__title">
        {t('podium.title')}
      </h2>
      <ol className="podium">
        {users.map((user) => {
          const isMe = user.id === meId;
          return (
            <li key={user.id} className={cx('podium__place', `podium__place--${user.rank}`, isMe && 'is-me')}>
              <div className="podium__person">
                <span className="podium__avatar">
                  <UserAvatar name={user.name} picture={user.profile_picture} size={user.rank === 1 ? 'lg' : 'md'} />
                  <span className="podium__medal" aria-hidden="true">
                    {user.rank}
                  </span>
                </span>
                <span className="podium__name member-text">
                  <span className="visually-hidden">{t('podium.place', { place: user.rank })}: </span>
                  <bdi>{user.name}</bdi>
                </span>
                {isMe && <span className="you-tag">{t('you')}</span>}
                <RankBadge rank={user} />
                <span className="podium__xp">{t('podium.weeklyXp', { xp: formatNumber(user.weekly_xp) })}</span>
              </div>
              <div className="podium__step" aria-hidden="true">
                {user.rank}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
