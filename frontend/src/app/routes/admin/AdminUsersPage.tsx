import { useTranslation } from 'react-i18next';
import { UsersScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/users (behind RequireAdmin): member management. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('users.title')} />
      <UsersScreen />
    </>
  );
}
