import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../features/auth';
import { SettingsScreen } from '../../../features/settings';
import { paths } from '../../../lib/paths';
import { DocumentTitle } from '../DocumentTitle';

/**
 * /configuracoes. After a save the member is reloaded (navbar name and picture) and the interface
 * follows the saved language (useMemberLanguage), without reloading the page.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { reload } = useAuth();
  const navigate = useNavigate();
  const refresh = useCallback(() => void reload(), [reload]);
  const back = useCallback(() => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.dashboard);
  }, [navigate]);
  return (
    <>
      <DocumentTitle title={t('title')} />
      <SettingsScreen onBack={back} onSaved={refresh} onPictureChanged={refresh} />
    </>
  );
}
