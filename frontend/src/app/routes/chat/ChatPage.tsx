import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui';
import { useAdminSession } from '../../../features/admin';
import { useAuth } from '../../../features/auth';
import { ChatScreen, RestrictedAccess } from '../../../features/chat';
import { DocumentTitle } from '../DocumentTitle';

/**
 * /chat: members chat; visitors see Acesso Restrito with a way to sign in. The chat is a
 * members' space (every chat call needs a member), so an administrator moderates it signed in
 * as a member: one whose e-mail is an administrator's, or who also holds an admin session.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { status, member, redirectToLogin } = useAuth();
  const memberIsAdmin = member?.is_admin === true;
  const adminSession = useAdminSession(status === 'member' && !memberIsAdmin);
  const canModerate = memberIsAdmin || adminSession.data?.authenticated === true;
  return (
    <>
      <DocumentTitle title={t('title')} />
      {status === 'pending' ? <PageSpinner /> : status === 'guest' ? <RestrictedAccess onSignIn={() => redirectToLogin()} /> : <ChatScreen canModerate={canModerate} />}
    </>
  );
}
