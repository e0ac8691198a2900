import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';

export interface NotificationBellProps {
  /**
   * Unread notifications. 0 (the default until notifications are built) shows no badge; above 9
   * the badge reads "9+".
   */
  unreadCount?: number;
  className?: string;
}

/** The "9+" cap of the bell badge. */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Navbar bell leading to the notifications view; shows the unread count when there is one. */
export function NotificationBell({ unreadCount = 0, className }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const count = Math.max(0, Math.floor(unreadCount));
  const label = count > 0 ? t('bell.labelUnread', { value: formatUnreadCount(count) }) : t('bell.label');
  return (
    <Link to={paths.notifications} className={cx('icon-button notification-bell', className)} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2"
        strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {formatUnreadCount(count)}
        </span>
      )}
    </Link>
  );
}
