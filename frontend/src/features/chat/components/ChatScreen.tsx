import { Suspense, lazy, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingCard } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { useToast } from '../../../components/ui/Toaster';
import { ChatIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useLanguage } from '../../../i18n';
import { errorCodeOf, isNetworkError, serverMessageOf } from '../../../lib/api/errors';
import {
  chatKeys,
  LIVE_REFRESH_MS,
  POLL_INTERVAL_MS,
  useChatRooms,
  useDeleteMessage,
  useOnlineUsers,
  type ChatMessage,
  type OnlineUser,
} from '../api/chatApi';
import { usePresence } from '../hooks/usePresence';
import { useRoomMessages } from '../hooks/useRoomMessages';
import { MessageList } from './MessageList';
import { OnlineUsers } from './OnlineUsers';
import { RoomList, roomName } from './RoomList';
import '../chat.css';

// The message field and its validation load beside the room's messages, not before the page (ADR 0073).
const Composer = lazy(() => import('./Composer').then((module) => ({ default: module.Composer })));

/**
 * /chat for a signed-in member: rooms, the open room's messages and who is online.
 * Administrators (`canModerate`) get a delete control on each message.
 */
export function ChatScreen({ canModerate = false }: { canModerate?: boolean }) {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  // `/chat?sala=<room>` opens that room (the link of a notice about a message in it).
  const [params] = useSearchParams();
  const [roomId, setRoomId] = useState<string | null>(() => roomParam(params.get('sala')));
  const [sentTick, setSentTick] = useState(0);

  const onPresence = useCallback(
    (users: OnlineUser[]) => {
      if (roomId) queryClient.setQueryData(chatKeys.users(roomId), users);
    },
    [queryClient, roomId],
  );
  const room = useRoomMessages(roomId, onPresence);
  const polling = room.mode !== 'live';
  const interval = roomId ? (polling ? POLL_INTERVAL_MS : LIVE_REFRESH_MS) : false;
  const rooms = useChatRooms(interval);
  const users = useOnlineUsers(roomId, interval);
  const refreshCounts = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    if (roomId) void queryClient.invalidateQueries({ queryKey: chatKeys.users(roomId) });
  }, [queryClient, roomId]);
  usePresence(roomId, polling ? POLL_INTERVAL_MS : LIVE_REFRESH_MS, refreshCounts);

  const selected = rooms.data?.find((r) => r.id === roomId) ?? null;

  const toast = useToast();
  const deletion = useDeleteMessage();
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const askDelete = (message: ChatMessage) => {
    setDeleteError(null);
    setToDelete(message);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const { id } = toDelete;
    deletion.mutate(id, {
      onSuccess: () => {
        room.remove(id);
        setToDelete(null);
        toast.show({ title: t('moderation.deleted'), tone: 'success' });
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'CHAT.MESSAGE_NOT_FOUND') {
          room.remove(id);
          setToDelete(null);
          return;
        }
        const detail = isNetworkError(error) ? t('moderation.networkError') : (language === 'pt' && serverMessageOf(error)) || t('composer.unknownError');
        setDeleteError(t('moderation.deleteError', { error: detail }));
      },
    });
  };
  const select = (id: string) => setRoomId((current) => (current === id ? null : id));

  return (
    <div className={cx('chat container', roomId && 'chat--room-open')}>
      <header className="chat__header">
        <h1>{t('title')}</h1>
        <p className="chat-muted">{t('subtitle')}</p>
      </header>
      <div className="chat__layout">
        <RoomList rooms={rooms.data} status={rooms.status} selectedId={roomId} onSelect={select} />
        <section className="card chat-panel" aria-label={selected ? roomName(selected, language) : t('welcome.title')}>
          {!roomId || !selected ? (
            <EmptyState icon={<ChatIcon />} title={t('welcome.title')} description={t('welcome.description')} />
          ) : (
            <>
              <div className="chat-panel__header">
                <Button variant="ghost" size="sm" className="chat-panel__back" onClick={() => setRoomId(null)}>
                  ← {t('rooms.back')}
                </Button>
                <h2 className="chat-panel__title">{roomName(selected, language)}</h2>
                <span className={cx('chat-panel__mode', room.mode === 'live' && 'chat-panel__mode--live')}>
                  {room.mode === 'live' ? t('messages.live') : t('messages.polling')}
                </span>
              </div>
              {room.status === 'loading' && <LoadingCard label={t('messages.loading')} />}
              {room.status === 'error' && (
                <ErrorState message={t('messages.error')} retryLabel={t('messages.retry')} onRetry={room.retry} />
              )}
              {room.status === 'ready' && room.messages.length === 0 && (
                <EmptyState title={t('messages.emptyTitle')} description={t('messages.emptyDescription')} headingLevel={3} />
              )}
              {room.status === 'ready' && room.messages.length > 0 && (
                <MessageList
                  roomName={roomName(selected, language)}
                  messages={room.messages}
                  hasOlder={room.hasOlder}
                  onLoadOlder={room.loadOlder}
                  sentTick={sentTick}
                  onDelete={canModerate ? askDelete : undefined}
                  onAuthorBlocked={(memberId) => room.messages.filter((m) => m.user_id === memberId).forEach((m) => room.remove(m.id))}
                />
              )}
              {room.status === 'ready' && (
                <Suspense fallback={null}>
                  <Composer
                    roomId={selected.id}
                    onSent={() => {
                      void room.refresh().then(() => setSentTick((n) => n + 1));
                    }}
                  />
                </Suspense>
              )}
            </>
          )}
        </section>
        {roomId && <OnlineUsers users={users.data} failed={users.isError} />}
      </div>
      {canModerate && (
        <ConfirmDialog
          open={toDelete !== null}
          title={t('moderation.confirmTitle')}
          message={toDelete ? t('moderation.confirmMessage', { name: toDelete.user_name }) : undefined}
          confirmLabel={t('moderation.confirm')}
          cancelLabel={t('moderation.cancel')}
          busy={deletion.isPending}
          error={deleteError}
          onCancel={() => setToDelete(null)}
          onConfirm={confirmDelete}
        />
      )}
    </div>
  );
}

const ROOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A room id from the address, when it looks like one. */
function roomParam(value: string | null): string | null {
  return value && ROOM_ID.test(value) ? value.toLowerCase() : null;
}
