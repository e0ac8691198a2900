import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens, lazyScreen } from '../formScreens';

const RatingScreen = lazyScreen(formScreens.rating);

/** /curso/{id}/avaliar (guests see the course's ratings with sign-in prompts). */
export default function CourseRatingPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  const { status, member, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('rating.title')} />
      {status === 'pending' ? (
        <PageSpinner />
      ) : (
        <RatingScreen key={courseId} courseId={courseId} signedIn={member !== null} onSignIn={() => void redirectToLogin()} />
      )}
    </>
  );
}
