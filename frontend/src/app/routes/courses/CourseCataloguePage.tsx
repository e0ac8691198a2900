import { PlaceholderPage } from '../PlaceholderPage';

export default function CourseCataloguePage() {
  return <PlaceholderPage titleKey="courses:catalogue.title" />;
}
