import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import type { DateFormat } from '../../lib/useDateFormat';
import { isRemovedMember } from '../../lib/removedMember';
import { RankBadge } from './RankBadge';
import { UserAvatar } from './UserAvatar';
import './author-line.css';

/** The author fields the API sends with a post or a comment (a lesson comment's author has no rank). */
export interface Author {
  author_name: string;
  author_picture: string | null;
  author_mocha_id: string;
  author_level: number;
  author_rank_name?: string;
  author_rank_color?: string;
  author_text_color?: string;
}

export interface AuthorLineProps {
  author: Author;
  createdAt: string;
  /** From useDateFormat: "2h atrás" and the full date. */
  time: DateFormat;
  /** Shown before the time, e.g. the author's e-mail for moderators. */
  meta?: ReactNode;
  size?: 'sm' | 'md';
}

/**
 * Avatar, name (opens the public profile in a new tab), rank badge and relative time. The name
 * is member text: rendered as a text node only.
 */
export function AuthorLine({ author, createdAt, time, meta, size = 'md' }: AuthorLineProps) {
  const { t } = useTranslation();
  // What an erased member left: "Removed member" in the reader's language, with no profile to open (ADR 0109).
  const removed = isRemovedMember(author.author_mocha_id);
  const when = (
    <time className="author-line__time" dateTime={createdAt} title={time.absolute(createdAt)}>
      {time.relative(createdAt)}
    </time>
  );
  return (
    <div className={`author-line author-line--${size}`}>
      <UserAvatar name={removed ? t('removedMember') : author.author_name} picture={author.author_picture} size={size === 'sm' ? 'sm' : 'md'} />
      <div className="author-line__text">
        <div className="author-line__top">
          {removed ? (
            <span className="author-line__name">{t('removedMember')}</span>
          ) : (
            <a
              className="author-line__name"
              href={paths.publicProfile(author.author_mocha_id)}
              target="_blank"
              rel="noopener"
            >
              <bdi>{author.author_name}</bdi>
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          )}
          <RankBadge
            level={author.author_level}
            rankName={author.author_rank_name}
            color={author.author_rank_color}
            textColor={author.author_text_color}
          />
        </div>
        {meta === undefined ? (
          when
        ) : (
          <div className="author-line__meta">
            <span className="author-line__detail">{meta}</span>
            <span aria-hidden="true">·</span>
            {when}
          </div>
        )}
      </div>
    </div>
  );
}
