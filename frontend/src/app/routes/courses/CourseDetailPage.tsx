import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CourseDetailScreen } from '../../../features/courses';
import { OpenPage } from '../OpenPage';

/** /curso/{id}: the course page; visitors see sign-in prompts. */
export default function CourseDetailPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  return (
    <OpenPage title={t('detail.title')}>
      {({ signedIn, onSignIn }) => <CourseDetailScreen key={courseId} courseId={courseId} signedIn={signedIn} onSignIn={onSignIn} />}
    </OpenPage>
  );
}
