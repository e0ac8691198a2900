import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import { cx } from '../../../lib/cx';
import { formatRelativeTime } from '../../../lib/time';
import type { Notification } from '../api/notificationsApi';
import { NotificationTypeIcon } from './icons';

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  /** Marks it read; only unread ones are buttons. */
  onRead: (notification: Notification) => void;
  /** `compact` in the bell's dropdown (message on two lines at most). */
  variant?: 'compact' | 'full';
}

/**
 * One notification: type icon, title, message and relative time. Unread ones are highlighted; a
 * click (or Enter) marks one read.
 */
export function NotificationItem({ notification, now, onRead, variant = 'full' }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const unread = !notification.is_read;
  const date = new Date(notification.created_at);
  const absolute = Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(htmlLangOf(language), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(date);

  const content = (
    <>
      <span className={cx('notification-item__icon', `notification-item__icon--${notification.notification_type}`)}>
        <NotificationTypeIcon type={notification.notification_type} />
        <span className="visually-hidden">{t(`types.${notification.notification_type}`)}: </span>
      </span>
      <span className="notification-item__body">
        <span className="notification-item__title">
          {notification.title}
          {unread && <span className="visually-hidden"> ({t('unread')})</span>}
        </span>
        <span className="notification-item__message">{notification.message}</span>
        <time className="notification-item__time" dateTime={notification.created_at} title={absolute}>
          {formatRelativeTime(notification.created_at, now, language)}
        </time>
      </span>
      {unread && <span className="notification-item__dot" aria-hidden="true" />}
    </>
  );

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
