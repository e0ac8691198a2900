import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminUsersPage() {
  return <PlaceholderPage titleKey="admin:users.title" />;
}
