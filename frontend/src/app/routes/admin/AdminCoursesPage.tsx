import { useTranslation } from 'react-i18next';
import { AdminCoursesScreen } from '../../../features/courses';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/courses: course management (behind RequireAdmin). */
export default function AdminCoursesPage() {
  const { t } = useTranslation('adminCourses');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <AdminCoursesScreen />
    </>
  );
}
