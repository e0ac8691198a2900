import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../features/auth';
import { ChatScreen, RestrictedAccess } from '../../../features/chat';
import { DocumentTitle } from '../DocumentTitle';

/** /chat: members chat; visitors see Acesso Restrito with a way to sign in. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { status, redirectToLogin } = useAuth();
  return (
    <>
      <DocumentTitle title={t('title')} />
      {status === 'pending' ? <PageSpinner /> : status === 'guest' ? <RestrictedAccess onSignIn={() => redirectToLogin()} /> : <ChatScreen />}
    </>
  );
}
