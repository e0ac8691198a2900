import { useTranslation } from 'react-i18next';
import { FlagsScreen } from '../../../features/admin';
import { DocumentTitle } from '../DocumentTitle';

/** /admin/flags (behind RequireAdmin): what members reported, and the decisions on it. */
export default function AdminFlagsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentTitle title={t('flags.title')} />
      <FlagsScreen />
    </>
  );
}
