import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminDebugPage() {
  return <PlaceholderPage titleKey="admin:debug.title" />;
}
