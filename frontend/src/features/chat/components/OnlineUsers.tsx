import { useTranslation } from 'react-i18next';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import type { OnlineUser } from '../api/chatApi';

export function OnlineUsers({ users, failed }: { users: OnlineUser[] | undefined; failed: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <aside className="card chat-users" aria-label={t('users.heading')}>
      <h2 className="chat-users__heading">
        {t('users.heading')} {users ? `(${users.length})` : ''}
      </h2>
      {failed && <p className="chat-muted">{t('users.error')}</p>}
      {users?.length === 0 && <p className="chat-muted">{t('users.empty')}</p>}
      <ul className="chat-users__list">
        {users?.map((user) => (
          <li key={user.id} className="chat-user">
            <UserAvatar name={user.name} picture={user.picture} size="sm" />
            <span className="chat-user__name" style={{ color: undefined }}>
              {user.name}
            </span>
            <RankBadge level={user.level} rankName={user.rank_name} color={user.rank_color} textColor={user.text_color} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
