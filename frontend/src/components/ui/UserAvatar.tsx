import './user-avatar.css';
import { useState } from 'react';
import { cx } from '../../lib/cx';

export interface UserAvatarProps {
  name: string;
  picture?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The box of each size in CSS pixels (user-avatar.css `.avatar--*`), also given to the picture so it takes its room before it loads. */
const SIDE = { sm: 36, md: 44, lg: 72 } as const;

/** "Ana Maria Souza" → "AS"; one word → its first letter. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A member's picture (the navbar's own avatar, an author in a list), or their initials when there
 * is none or it fails to load. Decorative: the name is always written next to it.
 */
export function UserAvatar({ name, picture, size = 'md', className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(picture) && failedSrc !== picture;
  return (
    <span className={cx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {showImage ? (
        <img
          src={picture ?? undefined}
          alt=""
          width={SIDE[size]}
          height={SIDE[size]}
          loading="lazy"
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
