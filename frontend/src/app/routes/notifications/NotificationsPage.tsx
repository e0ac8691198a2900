import { useTranslation } from 'react-i18next';
import { NotificationsScreen } from '../../../features/notifications';
import { DocumentTitle } from '../DocumentTitle';

/** /notificacoes: the member's notifications. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <NotificationsScreen />
    </>
  );
}
