import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { ErrorStateIcon } from '../../../components/ui/ErrorState';
import { LogoMark } from '../../../components/ui/icons';
import { useLanguage } from '../../../i18n';
import { isLanguage } from '../../../i18n/language';
import { useDateFormat } from '../../../lib/useDateFormat';
import type { Suspension } from '../api/authApi';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../auth.css';

export interface SuspendedNoticeProps {
  suspension: Suspension;
  onSignOut: () => Promise<void>;
}

/**
 * What a member whom a ban signed out sees on every page until they sign out (ADR 0056): why,
 * and until when, in their own language, in place of a landing page that says nothing.
 */
export function SuspendedNotice({ suspension, onSignOut }: SuspendedNoticeProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { setLanguage } = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const dates = useDateFormat(new Date());
  const title = t('suspension.title');

  useEffect(() => {
    if (isLanguage(suspension.language)) setLanguage(suspension.language);
  }, [suspension.language, setLanguage]);
  useDocumentTitle(title);

  const reason = suspension.reason;
  const message =
    suspension.permanent || !suspension.until
      ? t('suspension.permanent', { reason })
      : t('suspension.until', { until: dates.absolute(suspension.until), reason });

  return (
    <div className="auth-screen">
      <header className="auth-screen__brand">
        <LogoMark size={44} />
        <span>{t('common:appName')}</span>
      </header>
      <main className="auth-screen__main">
        <div className="sign-in-error card" role="alert" data-testid="suspension-notice">
          <ErrorStateIcon />
          <h1 className="sign-in-error__title">{title}</h1>
          <p className="sign-in-error__message">{message}</p>
          <p className="sign-in-error__message">{t('suspension.signedOut')}</p>
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
        </div>
      </main>
    </div>
  );
}
