import { useTranslation } from 'react-i18next';
import { formScreens } from '../formScreens';
import { CoursePage } from './CoursePage';

const RatingScreen = formScreens.rating;

/** /curso/{id}/avaliar (guests see the course's ratings with sign-in prompts). */
export default function CourseRatingPage() {
  const { t } = useTranslation('courses');
  return (
    <CoursePage
      title={t('rating.title')}
      screen={({ courseId }, { onSignIn }) => <RatingScreen key={courseId} courseId={courseId} onSignIn={onSignIn} />}
    />
  );
}
