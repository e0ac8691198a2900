import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState, LoadMore, QueryState } from '../../../components/ui';
import { BellIcon } from '../../../components/ui/icons';
import { firstOfEach } from '../../../lib/firstOfEach';
import { useNow } from '../../../lib/useNow';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationFeed,
  useUnreadCount,
} from '../api/notificationsApi';
import { CheckAllIcon } from './icons';
import { NotificationItem } from './NotificationItem';
import '../notifications.css';

/** /notificacoes: every notification, unread ones highlighted and counted; mark one or all as read. */
export function NotificationsScreen() {
  const { t } = useTranslation(['notifications', 'common']);
  const feed = useNotificationFeed();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const unreadCount = unread.data ?? 0;

  // A notification can move between pages while reading (a new one arrives); show it once.
  const unique = firstOfEach(feed.data?.pages.flatMap((page) => page.notifications) ?? [], (n) => n.id);

  const body = (
    <QueryState query={feed} loading={t('loading')} message={t('loadError')} connectionMessage={t('connectionError')} card keepStaleData>
      {() =>
        unique.length === 0 ? (
          <Card>
            <EmptyState icon={<BellIcon size={32} strokeWidth="1.8" />} title={t('empty.title')} description={t('empty.description')} />
          </Card>
        ) : (
          <Card className="notifications__card">
            <ul className="notification-list" aria-label={t('listLabel')}>
              {unique.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} now={now} onRead={(n) => markRead.mutate(n)} />
              ))}
            </ul>
            <LoadMore query={feed} label={t('loadMore')} errorText={t('loadMoreError')} className="notifications__more" />
          </Card>
        )
      }
    </QueryState>
  );

  return (
    <div className="page container notifications">
      <header className="page__header notifications__header">
        <div className="notifications__heading">
          <h1 className="page__title">{t('title')}</h1>
          <p className="notifications__subtitle">
            <span className="notifications__unread" data-testid="notifications-unread">
              {t('unreadCount', { count: unreadCount })}
            </span>
            <span aria-hidden="true"> · </span>
            {t('subtitle')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unreadCount === 0}
          className="notifications__mark-all"
        >
          <CheckAllIcon />
          {t('markAll')}
        </Button>
      </header>
      {(markAll.isError || markRead.isError) && (
        <Alert variant="error" className="notifications__alert">
          {markAll.isError ? t('markAllError') : t('markReadError')}
        </Alert>
      )}
      {body}
    </div>
  );
}
