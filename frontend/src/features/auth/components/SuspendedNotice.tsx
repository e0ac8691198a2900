import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { ErrorStateIcon } from '../../../components/ui/ErrorState';
import { useLanguage } from '../../../i18n';
import { isLanguage } from '../../../i18n/language';
import { useDateFormat } from '../../../lib/useDateFormat';
import type { Suspension } from '../api/authApi';
import { GateScreen } from './GateScreen';

export interface SuspendedNoticeProps {
  suspension: Suspension;
  onSignOut: () => Promise<void>;
  /**
   * What the member may still do about their data while banned (ADR 0123), given by the app:
   * the settings' parts, which this feature does not import.
   */
  rights?: ComponentType<{ name: string }>;
}

/**
 * What a member whom a ban signed out sees on every page until they sign out (ADR 0056): why,
 * and until when, in their own language, in place of a landing page that says nothing; and,
 * as their rights do not end with a ban, their data copy and their deletion (ADR 0123).
 */
export function SuspendedNotice({ suspension, onSignOut, rights: Rights }: SuspendedNoticeProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { setLanguage } = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const dates = useDateFormat(new Date());
  const title = t('suspension.title');

  useEffect(() => {
    if (isLanguage(suspension.language)) setLanguage(suspension.language);
  }, [suspension.language, setLanguage]);

  const reason = suspension.reason;
  const message =
    suspension.permanent || !suspension.until
      ? t('suspension.permanent', { reason })
      : t('suspension.until', { until: dates.absolute(suspension.until), reason });

  return (
    <GateScreen
      title={title}
      icon={<ErrorStateIcon />}
      alert
      testId="suspension-notice"
      actions={
        <Button
          block
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void onSignOut().finally(() => setLeaving(false));
          }}
        >
          {t('suspension.signOut')}
        </Button>
      }
    >
      <p className="sign-in-error__message">{message}</p>
      <p className="sign-in-error__message">{t('suspension.signedOut')}</p>
      {Rights && <Rights name={suspension.name} />}
    </GateScreen>
  );
}
