import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui';
import { AccessDenied, useAdminSession } from '../../features/admin';
import { useAuth } from '../../features/auth';
import { paths } from '../../lib/paths';
import { DocumentTitle } from '../routes/DocumentTitle';

/**
 * Administrator pages: open to a member flagged `is_admin` or to anyone with an administrator
 * session (`/api/admin/session`). Everyone else sees "Acesso Negado" with a way back: to the
 * dashboard for members, to the landing page for guests.
 */
export function RequireAdmin() {
  const { t } = useTranslation('admin');
  const { status, member } = useAuth();
  const memberIsAdmin = member?.is_admin === true;
  const session = useAdminSession(!memberIsAdmin);

  if (memberIsAdmin || session.data?.authenticated) return <Outlet />;
  if (status === 'pending' || session.isPending) return <PageSpinner />;
  return (
    <>
      <DocumentTitle title={t('accessDenied.title')} />
      {member ? (
        <AccessDenied backTo={paths.dashboard} backLabel={t('accessDenied.backToDashboard')} />
      ) : (
        <AccessDenied backTo={paths.landing} backLabel={t('accessDenied.backToHome')} />
      )}
    </>
  );
}
