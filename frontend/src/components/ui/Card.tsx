import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CardProps {
  /** Rendered as the card's heading (h2 unless `headingLevel` says otherwise). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Right side of the header, e.g. a "view all" link. */
  actions?: ReactNode;
  as?: 'div' | 'section' | 'article';
  className?: string;
  children?: ReactNode;
}

export function Card({ title, headingLevel = 2, actions, as: Tag = 'div', className, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={cx('card', className)}>
      {(title || actions) && (
        <header className="card__header">
          {title && <Heading className="card__title">{title}</Heading>}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </Tag>
  );
}
