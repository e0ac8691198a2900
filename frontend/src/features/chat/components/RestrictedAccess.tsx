import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState } from '../../../components/ui';
import { ChatIcon } from '../../../components/ui/icons';

/** What a visitor sees at /chat: the spec's Acesso Restrito and a way to sign in. */
export function RestrictedAccess({ onSignIn }: { onSignIn: () => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signIn = () => {
    setFailed(false);
    setBusy(true);
    onSignIn().catch(() => {
      setFailed(true);
      setBusy(false);
    });
  };
  return (
    <div className="chat container">
      <Card className="chat-restricted">
        {failed && (
          <Alert variant="error" onDismiss={() => setFailed(false)}>
            {t('restricted.signInError')}
          </Alert>
        )}
        <EmptyState
          icon={<ChatIcon />}
          headingLevel={1}
          title={t('restricted.title')}
          description={t('restricted.description')}
          action={
            <Button size="lg" onClick={signIn} loading={busy}>
              {t('restricted.signIn')}
            </Button>
          }
        />
      </Card>
    </div>
  );
}
