import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminReportsPage() {
  return <PlaceholderPage titleKey="admin:reports.title" />;
}
