import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/ui';
import { CommunityIcon } from '../../../components/ui/icons';
import { isNetworkError } from '../../../lib/api/errors';

export interface GuestPromptProps {
  /** Sends the browser to sign in; rejects when the sign-in address cannot be obtained. */
  onSignIn: () => Promise<void>;
}

/** What a visitor sees instead of the feed: why to sign in, and the way to do it. */
export function GuestPrompt({ onSignIn }: GuestPromptProps) {
  const { t } = useTranslation(['community', 'common']);
  return (
    <SignInPrompt
      className="guest-prompt"
      icon={<CommunityIcon />}
      title={t('guest.title')}
      description={t('guest.description')}
      signInLabel={t('guest.signIn')}
      onSignIn={onSignIn}
      failureText={(error) => (isNetworkError(error) ? t('common:connectionError') : t('guest.signInError'))}
    />
  );
}
