import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminPostsPage() {
  return <PlaceholderPage titleKey="admin:posts.title" />;
}
