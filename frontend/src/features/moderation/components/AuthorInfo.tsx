import { useTranslation } from 'react-i18next';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { paths } from '../../../lib/paths';
import type { ModeratedComment, ModeratedPost } from '../api/moderationApi';
import type { ModerationTime } from '../hooks/useModerationText';

export interface AuthorInfoProps {
  item: ModeratedPost | ModeratedComment;
  time: ModerationTime;
  size?: 'sm' | 'md';
}

/** Avatar, name (public profile in a new tab), rank badge, e-mail and time. All as plain text. */
export function AuthorInfo({ item, time, size = 'md' }: AuthorInfoProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={`mod-author mod-author--${size}`}>
      <UserAvatar name={item.author_name} picture={item.author_picture} size={size === 'sm' ? 'sm' : 'md'} />
      <div className="mod-author__text">
        <div className="mod-author__top">
          <a className="mod-author__name" href={paths.publicProfile(item.author_mocha_id)} target="_blank" rel="noopener">
            {item.author_name}
            <span className="visually-hidden"> {t('posts.post.newTab')}</span>
          </a>
          <RankBadge
            level={item.author_level}
            rankName={item.author_rank_name}
            color={item.author_rank_color}
            textColor={item.author_text_color}
            label={t('posts.post.rank', { level: item.author_level })}
          />
        </div>
        <div className="mod-author__meta">
          <span className="mod-author__email">{item.author_email ?? t('posts.post.noEmail')}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.created_at} title={time.absolute(item.created_at)}>
            {time.relative(item.created_at)}
          </time>
        </div>
      </div>
    </div>
  );
}
