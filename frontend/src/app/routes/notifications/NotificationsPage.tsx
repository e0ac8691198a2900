import { PlaceholderPage } from '../PlaceholderPage';

export default function NotificationsPage() {
  return <PlaceholderPage titleKey="notifications:title" />;
}
