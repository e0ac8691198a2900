import { useTranslation } from 'react-i18next';
import { ReportsScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/reports (behind RequireAdmin): analytics of members, courses, community, learning and health. */
export default function AdminReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('reports.title')} />
      <ReportsScreen />
    </>
  );
}
