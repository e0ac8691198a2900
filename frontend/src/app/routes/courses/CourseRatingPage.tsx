import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RatingScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /curso/{id}/avaliar (members). */
export default function CourseRatingPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={t('rating.title')} />
      <RatingScreen key={courseId} courseId={courseId} />
    </>
  );
}
