import type { MouseEventHandler, KeyboardEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import '../notifications.css';

export interface NotificationBellProps {
  /** Unread notifications. 0 shows no badge; above 9 the badge reads "9+". */
  unreadCount?: number;
  /** Whether the dropdown it opens is showing. */
  expanded: boolean;
  /** The id of that dropdown. */
  controls: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/** The "9+" cap of the bell badge. */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Navbar bell: opens the latest notifications; shows the unread count when there is one. */
export function NotificationBell({
  unreadCount = 0,
  expanded,
  controls,
  onClick,
  onKeyDown,
  ref,
  className,
}: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const count = Math.max(0, Math.floor(unreadCount));
  const label = count > 0 ? t('bell.labelUnread', { count, value: formatUnreadCount(count) }) : t('bell.label');
  return (
    <button
      ref={ref}
      type="button"
      className={cx('icon-button notification-bell', expanded && 'is-active', className)}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <BellIcon size={22} />
      {count > 0 && (
        <span className="notification-bell__badge" aria-hidden="true" data-testid="notification-count">
          {formatUnreadCount(count)}
        </span>
      )}
    </button>
  );
}
