import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cx } from '../../../lib/cx';
import { useDateFormat } from '../../../lib/useDateFormat';
import type { Notification } from '../api/notificationsApi';
import { NotificationTypeIcon } from './icons';

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  /** Marks it read; only unread ones are buttons. */
  onRead: (notification: Notification) => void;
  /** `compact` in the bell's dropdown (message on two lines at most). */
  variant?: 'compact' | 'full';
  /** Called when it leads to the page it is about (the dropdown closes). */
  onNavigate?: () => void;
}

/** A page of this app the notification is about (a post, a course, a room), never another site. */
const pageOf = (path: string | null | undefined) => (path && path.startsWith('/') && !path.startsWith('//') ? path : null);

/**
 * One notification: type icon, title, message and relative time. Unread ones are highlighted; a
 * click (or Enter) marks one read. One about a page of this app (a post, or a report's outcome naming
 * its post, course or room) is a link there, and following it reads it too.
 */
export function NotificationItem({ notification, now, onRead, variant = 'full', onNavigate }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const time = useDateFormat(now);
  const unread = !notification.is_read;

  const content = (
    <>
      {/* Filed by category: a badge, of the spec's type `other`, is an achievement. */}
      <span className={cx('notification-item__icon', `notification-item__icon--${notification.category}`)}>
        <NotificationTypeIcon category={notification.category} />
        <span className="visually-hidden">{t(`types.${notification.category}`)}: </span>
      </span>
      <span className="notification-item__body">
        <span className="notification-item__title">
          {/* Server-rendered texts name members: isolated so a name's direction stays inside. */}
          <bdi>{notification.title}</bdi>
          {unread && <span className="visually-hidden"> ({t('unread')})</span>}
        </span>
        <bdi className="notification-item__message">{notification.message}</bdi>
        <time
          className="notification-item__time"
          dateTime={notification.created_at}
          title={time.absolute(notification.created_at) || undefined}
        >
          {time.relative(notification.created_at)}
        </time>
      </span>
      {unread && <span className="notification-item__dot" aria-hidden="true" />}
    </>
  );

  const page = pageOf(notification.path);
  if (page) {
    return (
      <li className={cx('notification-item', `notification-item--${variant}`, unread && 'is-unread')}>
        <Link
          to={page}
          className="notification-item__inner notification-item__inner--link"
          onClick={() => {
            if (unread) onRead(notification);
            onNavigate?.();
          }}
          data-notification-id={notification.id}
        >
          {content}
        </Link>
      </li>
    );
  }

  // Read ones stay buttons (marked aria-disabled), so focus stays put when one turns read.
  return (
    <li className={cx('notification-item', `notification-item--${variant}`, unread && 'is-unread')}>
      <button
        type="button"
        className="notification-item__inner"
        onClick={() => {
          if (unread) onRead(notification);
        }}
        aria-disabled={unread ? undefined : true}
        title={unread ? t('markRead') : undefined}
        data-notification-id={notification.id}
      >
        {content}
      </button>
    </li>
  );
}
