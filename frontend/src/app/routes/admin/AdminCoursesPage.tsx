import { PlaceholderPage } from '../PlaceholderPage';

export default function AdminCoursesPage() {
  return <PlaceholderPage titleKey="admin:courses.title" />;
}
