import { PlaceholderPage } from '../PlaceholderPage';

export default function CourseRatingPage() {
  return <PlaceholderPage titleKey="courses:rating.title" />;
}
