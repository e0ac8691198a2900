import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { useToast } from '../../../components/ui/Toaster';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useDateFormat } from '../../../lib/useDateFormat';
import { cancelDeletion } from '../api/authApi';
import { GateScreen } from './GateScreen';

export type DeletionScheduledNoticeProps =
  | {
      scheduledFor: string;
      signedOut?: false;
      /** After a cancellation: the provider reads the member again, who then sees the app. */
      onCancelled: () => Promise<void>;
      onSignOut: () => Promise<void>;
    }
  | {
      scheduledFor: string;
      /** Just scheduled from this tab, whose session it ended: the date and how to cancel, then the landing page. */
      signedOut: true;
      onDone: () => void;
    };

/**
 * What a member whose deletion is scheduled sees on every page after signing in again
 * (ADR 0108): the date, and the two things they may still do — cancel it or sign out. Right
 * after scheduling it (`signedOut`), the date and how to cancel, until they go on.
 */
export function DeletionScheduledNotice(props: DeletionScheduledNoticeProps) {
  return props.signedOut ? <ScheduledAndSignedOut {...props} /> : <ScheduledOnSignIn {...props} />;
}

function ScheduledAndSignedOut({ scheduledFor, onDone }: Extract<DeletionScheduledNoticeProps, { signedOut: true }>) {
  const { t } = useTranslation('auth');
  const dates = useDateFormat(new Date());
  return (
    <GateScreen
      title={t('deletion.title')}
      testId="deletion-scheduled"
      actions={
        <Button block onClick={onDone}>
          {t('deletion.continue')}
        </Button>
      }
    >
      <p className="sign-in-error__message">{t('deletion.message', { date: dates.absolute(scheduledFor) })}</p>
      <p className="sign-in-error__message">{t('deletion.howToCancel', { date: dates.absolute(scheduledFor) })}</p>
    </GateScreen>
  );
}

function ScheduledOnSignIn({ scheduledFor, onCancelled, onSignOut }: Extract<DeletionScheduledNoticeProps, { signedOut?: false }>) {
  const { t } = useTranslation(['auth', 'common']);
  const serverMessage = useServerMessage();
  const toast = useToast();
  const dates = useDateFormat(new Date());
  const [busy, setBusy] = useState<'cancel' | 'signOut' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const title = t('deletion.title');

  const run = (action: 'cancel' | 'signOut', work: () => Promise<void>) => {
    setBusy(action);
    setProblem(null);
    void work()
      .catch((error: unknown) => setProblem(serverMessage(error, t('common:connectionError'))))
      .finally(() => setBusy(null));
  };
  const cancel = async () => {
    await cancelDeletion();
    await onCancelled();
    toast.show({ title: t('deletion.cancelled'), tone: 'success', durationMs: 10_000 });
  };

  return (
    <GateScreen
      title={title}
      testId="deletion-notice"
      actions={
        <>
          <Button block loading={busy === 'cancel'} disabled={busy !== null} onClick={() => run('cancel', cancel)}>
            {t('deletion.cancel')}
          </Button>
          <Button block variant="secondary" loading={busy === 'signOut'} disabled={busy !== null} onClick={() => run('signOut', onSignOut)}>
            {t('deletion.signOut')}
          </Button>
        </>
      }
    >
      <p className="sign-in-error__message">{t('deletion.message', { date: dates.absolute(scheduledFor) })}</p>
      {problem && <Alert variant="error">{problem}</Alert>}
    </GateScreen>
  );
}
