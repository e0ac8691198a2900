import { useTranslation } from 'react-i18next';
import { CourseDetailScreen } from '../../../features/courses';
import { CoursePage } from './CoursePage';

/** /curso/{id}: the course page; visitors see sign-in prompts. */
export default function CourseDetailPage() {
  const { t } = useTranslation('courses');
  return (
    <CoursePage
      title={t('detail.title')}
      screen={({ courseId }, { onSignIn }) => <CourseDetailScreen key={courseId} courseId={courseId} onSignIn={onSignIn} />}
    />
  );
}
