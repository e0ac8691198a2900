import { PlaceholderPage } from '../PlaceholderPage';

export default function DashboardPage() {
  return <PlaceholderPage titleKey="dashboard:title" />;
}
