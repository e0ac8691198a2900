import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { LessonScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /curso/{id}/aula/{lessonId} (guests see a sign-in prompt in place of the lesson). */
export default function LessonPage() {
  const { t } = useTranslation('courses');
  const { courseId = '', lessonId = '' } = useParams();
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('lesson.title')} />
      {status === 'pending' ? (
        <PageSpinner />
      ) : (
        <LessonScreen key={`${courseId}/${lessonId}`} courseId={courseId} lessonId={lessonId} signedIn={member !== null} onSignIn={() => void redirectToLogin()} />
      )}
    </>
  );
}
