import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { HeartIcon } from './icons';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** "Curtir" or "Curtir comentário"; the count is added to the accessible name. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Heart and count; `aria-pressed` says whether the reader likes it. */
export function LikeButton({ liked, count, label, onToggle, disabled = false, size = 'md' }: LikeButtonProps) {
  const { t } = useTranslation('community');
  return (
    <button
      type="button"
      className={cx('reaction-button', `reaction-button--${size}`, liked && 'reaction-button--liked')}
      aria-pressed={liked}
      aria-label={`${label} (${t('post.likes', { count })})`}
      onClick={onToggle}
      disabled={disabled}
    >
      <HeartIcon filled={liked} />
      <span className="reaction-button__count">{count}</span>
    </button>
  );
}
