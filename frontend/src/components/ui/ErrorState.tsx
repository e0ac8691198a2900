import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button } from './Button';

export interface ErrorStateProps {
  /** Defaults to "Algo deu errado". */
  title?: ReactNode;
  message: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Defaults to "Tentar novamente". */
  retryLabel?: ReactNode;
  /** Disables the retry button while a new attempt is running. */
  retrying?: boolean;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('error-state', className)} role="alert">
      <ErrorStateIcon />
      <Heading className="error-state__title">{title ?? t('states.errorTitle')}</Heading>
      <p className="error-state__message">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}

/** The error state's round icon, also on screens that lay an error out their own way (sign-in). */
export function ErrorStateIcon() {
  return (
    <div className="error-state__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </svg>
    </div>
  );
}
