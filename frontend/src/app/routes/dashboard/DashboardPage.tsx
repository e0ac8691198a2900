import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth';
import { DashboardScreen } from '../../../features/dashboard';
import { DocumentTitle } from '../DocumentTitle';

/** /dashboard (inside ProfileSetupRedirect: a member whose profile needs setting up goes there first). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { member } = useAuth();
  return (
    <>
      <DocumentTitle title={t('title')} />
      <DashboardScreen picture={member?.picture} />
    </>
  );
}
