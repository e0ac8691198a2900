import { useTranslation } from 'react-i18next';
import { AuditScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/audit (behind RequireAdmin): the audit log of administrator actions. */
export default function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('audit.title')} />
      <AuditScreen />
    </>
  );
}
