import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../../../components/consent/ConsentCheckbox';
import { useAcceptConsents, type Consents } from '../../../components/consent/useAcceptConsents';
import { Alert, Button } from '../../../components/ui';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { GateScreen } from './GateScreen';

export interface ConsentGateProps {
  consents: Consents;
  /** After the acceptance is recorded: the member is read again and the app shows. */
  onAccepted: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

/**
 * What a member who must accept the Termos de Uso and the Política de Privacidade sees on every
 * page until they do, or sign out (ADR 0110): which documents changed, the checkbox with their
 * links, and nothing of the app behind it.
 */
export function ConsentGate({ consents, onAccepted, onSignOut }: ConsentGateProps) {
  const { t } = useTranslation(['profile', 'common']);
  const failureText = useFailureText();
  const accept = useAcceptConsents();
  const [checked, setChecked] = useState(false);
  const [unchecked, setUnchecked] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const title = t('consent.gate.title');
  const updated = consents.terms.accepted !== null || consents.privacy.accepted !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (!checked) {
      setUnchecked(true);
      return;
    }
    accept.mutate(consents, { onSuccess: () => void onAccepted() });
  };

  const failure = failureText(accept.error, { connection: t('common:connectionError'), fallback: t('consent.gate.failed') });

  return (
    <GateScreen
      title={title}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" block loading={accept.isPending}>
            {t('consent.gate.accept')}
          </Button>
          <Button
            variant="ghost"
            block
            loading={leaving}
            disabled={accept.isPending}
            onClick={() => {
              setLeaving(true);
              void onSignOut().finally(() => setLeaving(false));
            }}
          >
            {t('consent.gate.signOut')}
          </Button>
        </>
      }
    >
      <p>{updated ? t('consent.gate.updated') : t('consent.gate.intro')}</p>
      <ConsentCheckbox
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          if (event.target.checked) setUnchecked(false);
        }}
        aria-invalid={unchecked || undefined}
      />
      {unchecked && <Alert variant="error">{t('consent.required')}</Alert>}
      {failure && <Alert variant="error">{failure}</Alert>}
    </GateScreen>
  );
}
