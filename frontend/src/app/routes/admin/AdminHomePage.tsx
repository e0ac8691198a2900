import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/Toaster';
import { AdminHome } from '../../../features/admin';
import { takeAdminSessionStarted } from '../../../features/admin/model/adminWelcome';
import { DocumentTitle } from '../DocumentTitle';

/** /admin (behind RequireAdmin): the admin home, which confirms a session just begun. */
export default function AdminHomePage() {
  const { t } = useTranslation(['admin', 'landing']);
  const toast = useToast();
  useEffect(() => {
    if (takeAdminSessionStarted()) toast.show({ title: t('landing:adminSessionStarted'), tone: 'success' });
  }, [toast, t]);
  return (
    <>
      <DocumentTitle title={t('home.title')} />
      <AdminHome />
    </>
  );
}
