import { useTranslation } from 'react-i18next';
import { HeartIcon } from './icons';
import { ReactionButton } from './ReactionButton';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** "Curtir", "Curtir curso", "Curtir comentário"; the count is added to the accessible name. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** The like of a post, a course or a comment: heart and count; `aria-pressed` says whether the reader likes it. */
export function LikeButton({ liked, count, label, onToggle, disabled = false, size = 'md' }: LikeButtonProps) {
  const { t } = useTranslation();
  return (
    <ReactionButton
      size={size}
      className={liked ? 'reaction-button--liked' : undefined}
      aria-pressed={liked}
      aria-label={`${label} (${t('likes', { count })})`}
      onClick={onToggle}
      disabled={disabled}
    >
      <HeartIcon filled={liked} />
      <span className="reaction-button__count">{count}</span>
    </ReactionButton>
  );
}
