import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { CloseIcon } from './icons';

export type AlertVariant = 'success' | 'error' | 'info';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  className?: string;
}

const icons: Record<AlertVariant, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5V7',
};

export function Alert({ variant = 'info', title, children, onDismiss, className }: AlertProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('alert', `alert--${variant}`, className)} role="alert">
      <svg className="alert__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none"
        stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {variant !== 'success' && <circle cx="12" cy="12" r="10" />}
        <path d={icons[variant]} />
      </svg>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        <div className="alert__content">{children}</div>
      </div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label={t('close')}>
          <CloseIcon size={18} strokeWidth="2.2" />
        </button>
      )}
    </div>
  );
}
