import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Spinner } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import {
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadCount,
} from '../api/notificationsApi';
import { NotificationBell } from './NotificationBell';
import { NotificationItem } from './NotificationItem';
import '../notifications.css';

/**
 * The navbar bell with its dropdown of the latest notifications (a non-modal dialog). Escape
 * closes it and gives focus back to the bell; so do a click outside and tabbing out of it.
 * Arrow keys move between its controls; a click on an unread notification marks it read.
 */
export function NotificationMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document, not the menu: Escape also works after focus left for the page body.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const items = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled), a[href]') ?? [],
    );
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : index <= 0 ? items.length - 1 : index - 1;
    items[next]?.focus();
  };

  // Leaving the bell and its dropdown with Tab closes it, like a click elsewhere.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    <div className="notification-menu" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <NotificationBell
        ref={buttonRef}
        unreadCount={count}
        expanded={open}
        controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
      />
      {open && (
        <div
          id={panelId}
          ref={panelRef}
          className="notification-dropdown"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <DropdownContent titleId={titleId} unreadCount={count} onNavigate={() => close(false)} />
        </div>
      )}
    </div>
  );
}

function DropdownContent({
  titleId,
  unreadCount,
  onNavigate,
}: {
  titleId: string;
  unreadCount: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  const latest = useLatestNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

  let body;
  if (latest.isPending) {
    body = (
      <div className="notification-dropdown__status">
        <Spinner size="sm" label={t('dropdown.loading')} showLabel />
      </div>
    );
  } else if (latest.isError) {
    body = (
      <div className="notification-dropdown__status" role="alert">
        <span>{t('dropdown.loadError')}</span>
        <Button variant="ghost" size="sm" onClick={() => void latest.refetch()} loading={latest.isFetching}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (latest.data.notifications.length === 0) {
    body = <p className="notification-dropdown__status">{t('dropdown.empty')}</p>;
  } else {
    body = (
      <ul className="notification-list notification-list--compact" aria-label={t('listLabel')}>
        {latest.data.notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            variant="compact"
            onRead={(n) => markRead.mutate(n)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="notification-dropdown__header">
        <h2 id={titleId} className="notification-dropdown__title">
          {t('dropdown.title')}
        </h2>
        <span className="notification-dropdown__count">{t('unreadCount', { count: unreadCount })}</span>
      </div>
      <div className="notification-dropdown__body">{body}</div>
      {(markRead.isError || markAll.isError) && (
        <p className="notification-dropdown__error" role="alert">
          {markAll.isError ? t('markAllError') : t('markReadError')}
        </p>
      )}
      <div className="notification-dropdown__footer">
        {unreadCount > 0 ? (
          <button
            type="button"
            className="notification-dropdown__mark-all"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            {t('dropdown.markAll')}
          </button>
        ) : (
          <span />
        )}
        <Link to={paths.notifications} className="notification-dropdown__view-all" onClick={onNavigate}>
          {t('dropdown.viewAll')}
        </Link>
      </div>
    </>
  );
}
