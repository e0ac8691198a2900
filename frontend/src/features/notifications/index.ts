// Public face of the notifications feature: the navbar bell (with its dropdown) and the full view.
export { NotificationBell, formatUnreadCount, type NotificationBellProps } from './components/NotificationBell';
export { NotificationMenu } from './components/NotificationMenu';
export { NotificationsScreen } from './components/NotificationsScreen';
