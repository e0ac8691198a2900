import { useTranslation } from 'react-i18next';
import { LessonScreen } from '../../../features/courses';
import { CoursePage } from './CoursePage';

/** /curso/{id}/aula/{lessonId} (guests see a sign-in prompt in place of the lesson). */
export default function LessonPage() {
  const { t } = useTranslation('courses');
  return (
    <CoursePage
      title={t('lesson.title')}
      screen={({ courseId, lessonId }, { signIn }) => (
        <LessonScreen key={`${courseId}/${lessonId}`} courseId={courseId} lessonId={lessonId} onSignIn={signIn} />
      )}
    />
  );
}
