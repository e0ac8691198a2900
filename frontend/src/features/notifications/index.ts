// Public face of the notifications feature: the navbar bell (with its dropdown) and the full view.
export { NotificationMenu } from './components/NotificationMenu';
export { NotificationsScreen } from './components/NotificationsScreen';
