import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; defaults to "Carregando…". */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  /** Purely visual (inside a button that already says it is busy): no role, no label. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, showLabel = false, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = <span className={cx('spinner', `spinner--${size}`)} aria-hidden="true" />;
  if (decorative) return circle;

  const text = label ?? t('loading');
  return (
    <span role="status" className={cx('spinner-wrap', className)}>
      {circle}
      <span className={showLabel ? 'spinner-wrap__label' : 'visually-hidden'}>{text}</span>
    </span>
  );
}

/** Centred spinner that fills the content area while a page or its data loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
