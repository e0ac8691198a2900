import { useTranslation } from 'react-i18next';
import { DebugScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/debug (behind RequireAdmin): database diagnostics. */
export default function AdminDebugPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('debug.title')} />
      <DebugScreen />
    </>
  );
}
