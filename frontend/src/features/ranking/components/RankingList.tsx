import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { FlameIcon } from '../../../components/ui/icons';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { cx } from '../../../lib/cx';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useRankName } from '../../../lib/useRankName';
import type { RankingUser } from '../api/rankingApi';

/** One member: position, avatar, name, rank badge, weekly XP and total XP. */
export function RankingRow({ user, isMe }: { user: RankingUser; isMe: boolean }) {
  const { t } = useTranslation('ranking');
  const rankLabel = useRankName();
  const formatNumber = useFormatNumber();
  return (
    <li
      className={cx('ranking-row', isMe && 'is-me', user.rank <= 3 && `ranking-row--top ranking-row--${user.rank}`)}
      aria-current={isMe ? 'true' : undefined}
      data-member-id={user.id}
    >
      <span className="ranking-row__position">
        <span className="visually-hidden">{t('list.position')} </span>
        {formatNumber(user.rank)}
      </span>
      <UserAvatar name={user.name} picture={user.profile_picture} size="sm" />
      <div className="ranking-row__who">
        <span className="ranking-row__name">
          <bdi className="member-text">{user.name}</bdi>
          {isMe && <span className="you-tag">{t('you')}</span>}
        </span>
        <span className="ranking-row__meta">
          <RankBadge rank={user} />
          <span className="ranking-row__rank-name">{rankLabel(user.rank_name)}</span>
          {user.streak_days > 0 && (
            <span className="ranking-row__streak" title={t('summary.streak', { count: user.streak_days })}>
              <FlameIcon size={14} />
              {user.streak_days}
              <span className="visually-hidden"> {t('summary.streak', { count: user.streak_days })}</span>
            </span>
          )}
        </span>
      </div>
      <div className="ranking-row__xp">
        <span className="ranking-row__weekly">
          <span className="visually-hidden">{t('list.weeklyXp')}: </span>
          {t('list.weeklyValue', { xp: formatNumber(user.weekly_xp) })}
        </span>
        <span className="ranking-row__total">{t('list.totalValue', { xp: formatNumber(user.xp_total) })}</span>
      </div>
    </li>
  );
}

/** The first 100 of the week, the member's own row highlighted. */
export function RankingList({ users, meId, totalUsers }: { users: RankingUser[]; meId: string; totalUsers: number }) {
  const { t } = useTranslation('ranking');
  const formatNumber = useFormatNumber();
  return (
    <Card as="section" title={t('list.title')} className="ranking-list-card">
      <div className="ranking-list__columns" aria-hidden="true">
        <span>{t('list.member')}</span>
        <span>{t('list.weeklyXp')}</span>
      </div>
      <ol className="ranking-list" aria-label={t('list.label')}>
        {users.map((user) => (
          <RankingRow key={user.id} user={user} isMe={user.id === meId} />
        ))}
      </ol>
      {totalUsers > users.length && (
        <p className="ranking-list__note">
          {t('list.top', { count: users.length, total: formatNumber(totalUsers) })}
        </p>
      )}
    </Card>
  );
}
