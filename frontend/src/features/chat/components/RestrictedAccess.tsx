import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/ui';
import { ChatIcon } from '../../../components/ui/icons';

/** What a visitor sees at /chat: the spec's Acesso Restrito and a way to sign in. */
export function RestrictedAccess({ onSignIn }: { onSignIn: () => Promise<void> }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat container">
      <SignInPrompt
        className="chat-restricted"
        icon={<ChatIcon />}
        headingLevel={1}
        title={t('restricted.title')}
        description={t('restricted.description')}
        signInLabel={t('restricted.signIn')}
        onSignIn={onSignIn}
        failureText={() => t('restricted.signInError')}
      />
    </div>
  );
}
