import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminCourseContentPage() {
  return <PlaceholderPage titleKey="admin:content.title" />;
}
