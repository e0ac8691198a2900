import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState } from '../../../components/ui';
import { CommunityIcon } from '../../../components/ui/icons';
import { isNetworkError } from '../../../lib/api/errors';

export interface GuestPromptProps {
  /** Sends the browser to sign in; rejects when the sign-in address cannot be obtained. */
  onSignIn: () => Promise<void>;
}

/** What a visitor sees instead of the feed: why to sign in, and the way to do it. */
export function GuestPrompt({ onSignIn }: GuestPromptProps) {
  const { t } = useTranslation(['community', 'common']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'network' | 'server' | null>(null);

  const signIn = () => {
    setFailure(null);
    setBusy(true);
    onSignIn().catch((error: unknown) => {
      setFailure(isNetworkError(error) ? 'network' : 'server');
      setBusy(false);
    });
  };

  return (
    <Card className="guest-prompt">
      {failure && (
        <Alert variant="error" onDismiss={() => setFailure(null)}>
          {failure === 'network' ? t('common:connectionError') : t('guest.signInError')}
        </Alert>
      )}
      <EmptyState
        icon={<CommunityIcon />}
        title={t('guest.title')}
        description={t('guest.description')}
        action={
          <Button size="lg" onClick={signIn} loading={busy}>
            {t('guest.signIn')}
          </Button>
        }
      />
    </Card>
  );
}
