import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface PageHeaderProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** The muted line under the title. */
  subtitle?: ReactNode;
  /** More lines under the subtitle (the ranking's week, the reports' time). */
  children?: ReactNode;
  /** Buttons or links beside the title block; the header's class lays the row out. Given, even as
   * `false`, the title block keeps its own box so the row looks the same with or without them. */
  actions?: ReactNode;
  className?: string;
}

/** A screen's header: title, subtitle and, beside them, its actions. */
export function PageHeader({ title, subtitle, children, actions, className }: PageHeaderProps) {
  const text = (
    <>
      <h1 className="page__title">{title}</h1>
      {subtitle && <p className="page__subtitle">{subtitle}</p>}
      {children}
    </>
  );
  return (
    <header className={cx('page__header', className)}>
      {actions !== undefined ? (
        <>
          <div>{text}</div>
          {actions}
        </>
      ) : (
        text
      )}
    </header>
  );
}
