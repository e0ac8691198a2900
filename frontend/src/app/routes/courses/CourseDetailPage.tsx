import { PlaceholderPage } from '../PlaceholderPage';

export default function CourseDetailPage() {
  return <PlaceholderPage titleKey="courses:detail.title" />;
}
