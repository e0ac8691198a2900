import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminHomePage() {
  return <PlaceholderPage titleKey="admin:home.title" />;
}
