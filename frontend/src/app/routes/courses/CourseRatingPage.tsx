import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formScreens, lazyScreen } from '../formScreens';
import { OpenPage } from '../OpenPage';

const RatingScreen = lazyScreen(formScreens.rating);

/** /curso/{id}/avaliar (guests see the course's ratings with sign-in prompts). */
export default function CourseRatingPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  return (
    <OpenPage title={t('rating.title')}>
      {({ signedIn, onSignIn }) => <RatingScreen key={courseId} courseId={courseId} signedIn={signedIn} onSignIn={onSignIn} />}
    </OpenPage>
  );
}
