import { PlaceholderPage } from '../PlaceholderPage';

export default function CourseUploadPage() {
  return <PlaceholderPage titleKey="courses:upload.title" />;
}
