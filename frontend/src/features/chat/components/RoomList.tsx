import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui';
import { cx } from '../../../lib/cx';
import { useLanguage } from '../../../i18n';
import type { ChatRoom } from '../api/chatApi';

export interface RoomListProps {
  rooms: ChatRoom[] | undefined;
  status: 'pending' | 'error' | 'success';
  selectedId: string | null;
  onSelect: (roomId: string) => void;
}

export function roomName(room: ChatRoom, language: string): string {
  return language === 'en' ? room.name_en : room.name;
}

export function RoomList({ rooms, status, selectedId, onSelect }: RoomListProps) {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  return (
    <nav className="card chat-rooms" aria-label={t('rooms.heading')}>
      <h2 className="chat-rooms__heading">{t('rooms.heading')}</h2>
      {status === 'pending' && (
        <p className="chat-muted">
          <Spinner size="sm" /> {t('rooms.loading')}
        </p>
      )}
      {status === 'error' && <p className="chat-muted">{t('rooms.error')}</p>}
      {status === 'success' && rooms?.length === 0 && <p className="chat-muted">{t('rooms.empty')}</p>}
      <ul className="chat-rooms__list">
        {rooms?.map((room) => (
          <li key={room.id}>
            <button
              type="button"
              className={cx('chat-room', room.id === selectedId && 'chat-room--selected')}
              aria-current={room.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(room.id)}
              data-room-code={room.code}
            >
              <span className="chat-room__name">{roomName(room, language)}</span>
              <span className="chat-room__description">{language === 'en' ? room.description_en : room.description}</span>
              <span className="chat-room__count">{t('rooms.online', { count: room.user_count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
