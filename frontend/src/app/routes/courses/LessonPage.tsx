import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LessonScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /curso/{id}/aula/{lessonId} (members; the route guard signs guests in). */
export default function LessonPage() {
  const { t } = useTranslation('courses');
  const { courseId = '', lessonId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={t('lesson.title')} />
      <LessonScreen key={`${courseId}/${lessonId}`} courseId={courseId} lessonId={lessonId} />
    </>
  );
}
