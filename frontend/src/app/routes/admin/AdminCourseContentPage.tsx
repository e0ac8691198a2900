import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminContentScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/courses/{id}/content (administrators). */
export default function AdminCourseContentPage() {
  const { t } = useTranslation('admin');
  const { courseId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={t('content.title')} />
      <AdminContentScreen key={courseId} courseId={courseId} />
    </>
  );
}
