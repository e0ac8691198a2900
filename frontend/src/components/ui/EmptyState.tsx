import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon or illustration, hidden from assistive technology. */
  icon?: ReactNode;
  /** Usually a Button or a Link styled with buttonClassName(). */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('empty-state', className)}>
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
