import type pt from '../pt/notifications';
import type { Catalogue } from '../../catalogue';

const notifications: Catalogue<typeof pt> = {
  title: 'Notifications',
  subtitle: 'Your badges, community news and messages from the team.',
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications ({{value}} unread)',
    labelUnread_other: 'Notifications ({{value}} unread)',
  },
  dropdown: {
    title: 'Notifications',
    loading: 'Loading notifications…',
    loadError: 'Could not load notifications.',
    empty: 'No notifications yet.',
    viewAll: 'See all',
    markAll: 'Mark all as read',
  },
  unreadCount_zero: 'None unread',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  unread: 'Unread',
  markAll: 'Mark all as read',
  markAllError: 'Could not mark the notifications as read. Try again.',
  markReadError: 'Could not mark the notification as read.',
  markRead: 'Mark as read',
  open: 'Open',
  loading: 'Loading notifications…',
  loadError: 'Could not load notifications.',
  connectionError: 'Could not reach the server.',
  loadMore: 'Load more',
  loadMoreError: 'Could not load more notifications.',
  empty: {
    title: 'No notifications',
    description: 'When you earn badges, level up or get a post approved, we will let you know here.',
  },
  listLabel: 'Notification list',
  types: {
    level_up: 'Level',
    community: 'Community',
    admin_message: 'Team message',
    other: 'Other',
  },
};

export default notifications;
