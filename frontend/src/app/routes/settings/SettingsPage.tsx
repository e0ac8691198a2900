import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../features/auth';
import { useLanguage } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens } from '../formScreens';

const SettingsScreen = formScreens.settings;

/** Where this tab's history stands inside the app: React Router numbers its entries from 0. */
function appHistoryIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/**
 * /configuracoes. After a save the member is reloaded (navbar name and picture) and the interface
 * switches to the saved language at once, without reloading the page.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { reload, deletionScheduled } = useAuth();
  const { setLanguage } = useLanguage();
  const navigate = useNavigate();
  const refresh = useCallback(() => void reload(), [reload]);
  const saved = useCallback(
    (result: { userData: { preferred_language: 'pt' | 'en' } }) => {
      setLanguage(result.userData.preferred_language);
      void reload();
    },
    [reload, setLanguage],
  );
  // Voltar goes back within the app only: opened from another site or a fresh tab, it goes to the dashboard.
  const back = useCallback(() => {
    if (appHistoryIndex() > 0) navigate(-1);
    else navigate(paths.dashboard);
  }, [navigate]);
  // The server ended every session of the member: this tab signs out too, showing the date and how
  // to cancel on a page of its own until the member goes on to the landing page.
  const deleted = useCallback(
    (scheduled: { deletionScheduledFor: string }) => void deletionScheduled(scheduled.deletionScheduledFor),
    [deletionScheduled],
  );
  return (
    <>
      <DocumentTitle title={t('title')} />
      <SettingsScreen onBack={back} onSaved={saved} onPictureChanged={refresh} onAccountDeleted={deleted} />
    </>
  );
}
