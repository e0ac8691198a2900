import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui';
import { LogoMark } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../auth.css';

export interface GateScreenProps {
  /** The card's heading, and the tab's title unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  /** Above the heading, e.g. the error sign of a refused sign-in or a ban. */
  icon?: ReactNode;
  /** What the gate says: paragraphs, a checkbox, an error. */
  children?: ReactNode;
  /** The ways out: accept, cancel, sign out, try again. */
  actions?: ReactNode;
  /** A gate the member answers (the consents): the card is a form, left-aligned for reading. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The screen itself is the news (a ban, a refused sign-in): read out as it appears. */
  alert?: boolean;
  /** While there is nothing to say yet (the sign-in callback): a spinner named `title`. */
  pending?: boolean;
  testId?: string;
}

/**
 * The one screen of every gate that stands in front of the whole app (the sign-in callback, the
 * consents to accept, a ban, a scheduled deletion): the brand, then one card with its heading,
 * what it says and its buttons, and nothing of the app behind it. A gate gives only its texts and
 * actions (docs/architecture.md, The SPA).
 */
export function GateScreen({ title, documentTitle, icon, children, actions, onSubmit, alert = false, pending = false, testId }: GateScreenProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(documentTitle ?? title);
  const body = (
    <>
      {icon}
      <h1 className={onSubmit ? 'consent-gate__title' : 'sign-in-error__title'}>{title}</h1>
      {children}
      {actions}
    </>
  );
  return (
    <div className="auth-screen">
      {/* In a landmark like the rest of the page (axe: region). */}
      <header className="auth-screen__brand">
        <LogoMark size={44} />
        <span>{t('appName')}</span>
      </header>
      <main className="auth-screen__main">
        {pending ? (
          <Spinner size="lg" label={title} showLabel className="auth-screen__spinner" />
        ) : onSubmit ? (
          <form className="consent-gate card" onSubmit={onSubmit} noValidate data-testid={testId}>
            {body}
          </form>
        ) : (
          <div className="sign-in-error card" role={alert ? 'alert' : undefined} data-testid={testId}>
            {body}
          </div>
        )}
      </main>
    </div>
  );
}
