import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { CourseDetailScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /curso/{id}: the course page; visitors see sign-in prompts. */
export default function CourseDetailPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('detail.title')} />
      {status === 'pending' ? (
        <PageSpinner />
      ) : (
        <CourseDetailScreen key={courseId} courseId={courseId} signedIn={member !== null} onSignIn={() => void redirectToLogin()} />
      )}
    </>
  );
}
