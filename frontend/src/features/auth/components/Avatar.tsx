import { useState } from 'react';
import { cx } from '../../../lib/cx';

export interface AvatarProps {
  name: string;
  picture?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** "Ana Maria Souza" → "AS"; one word → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The member's picture, or their initials when there is none or it fails to load. Decorative. */
export function Avatar({ name, picture, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(picture) && failedSrc !== picture;
  return (
    <span className={cx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {showImage ? (
        <img
          src={picture ?? undefined}
          alt=""
          // Google's picture host refuses hot-linked requests that carry a referrer.
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(picture ?? null)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
