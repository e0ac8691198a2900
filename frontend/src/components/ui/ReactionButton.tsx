import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import './reaction-button.css';

export interface ReactionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'sm' | 'md';
  /** Highlighted, e.g. while the comments it opens are shown. */
  active?: boolean;
}

/** A quiet pill under a post or a comment: an icon and a count or a short label. */
export function ReactionButton({ size = 'md', active = false, className, type = 'button', ...rest }: ReactionButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('reaction-button', `reaction-button--${size}`, active && 'reaction-button--active', className)}
    />
  );
}
