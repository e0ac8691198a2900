// Public face of the notifications feature.
export { NotificationBell, formatUnreadCount, type NotificationBellProps } from './components/NotificationBell';
