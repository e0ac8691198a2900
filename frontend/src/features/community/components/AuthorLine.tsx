import { useTranslation } from 'react-i18next';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { paths } from '../../../lib/paths';

export interface Author {
  author_name: string;
  author_picture: string | null;
  author_mocha_id: string;
  author_level: number;
  author_rank_name: string;
  author_rank_color: string;
  author_text_color: string;
}

export interface AuthorLineProps {
  author: Author;
  createdAt: string;
  /** From useTimeFormat: "2h atrás" and the full date. */
  time: { relative: (date: string) => string; absolute: (date: string) => string };
  size?: 'sm' | 'md';
}

/**
 * Avatar, name (opens the public profile in a new tab), rank badge and relative time. The name
 * is member text: rendered as a text node only.
 */
export function AuthorLine({ author, createdAt, time, size = 'md' }: AuthorLineProps) {
  const { t } = useTranslation('community');
  return (
    <div className={`author-line author-line--${size}`}>
      <UserAvatar name={author.author_name} picture={author.author_picture} size={size === 'sm' ? 'sm' : 'md'} />
      <div className="author-line__text">
        <div className="author-line__top">
          <a
            className="author-line__name"
            href={paths.publicProfile(author.author_mocha_id)}
            target="_blank"
            rel="noopener"
          >
            {author.author_name}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
          <RankBadge
            level={author.author_level}
            rankName={author.author_rank_name}
            color={author.author_rank_color}
            textColor={author.author_text_color}
            label={t('rank', { level: author.author_level })}
          />
        </div>
        <time className="author-line__time" dateTime={createdAt} title={time.absolute(createdAt)}>
          {time.relative(createdAt)}
        </time>
      </div>
    </div>
  );
}
