import { PlaceholderPage } from '../PlaceholderPage';

export default function LessonPage() {
  return <PlaceholderPage titleKey="courses:lesson.title" />;
}
