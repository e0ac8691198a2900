import { useTranslation } from 'react-i18next';
import { AdminHome } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin (behind RequireAdmin): the admin home. */
export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('home.title')} />
      <AdminHome />
    </>
  );
}
