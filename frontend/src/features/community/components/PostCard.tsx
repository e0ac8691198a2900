import '../../../components/ui/post-card.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthorLine } from '../../../components/ui/AuthorLine';
import { LanguageChips } from '../../../components/languages/LanguageChips';
import { ReportMenuItem } from '../../../components/flags/ReportMenuItem';
import { LikeButton, ReactionButton } from '../../../components/ui';
import { BlockMenuItem } from '../../../components/blocks/BlockMemberButton';
import { ItemMenu } from '../../../components/ui/ItemMenu';
import { CommentIcon, StarIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useLikePost, type CommunityPost } from '../api/communityApi';
import { useActionErrorText } from '../hooks/useCommunityText';
import { ClockIcon, PinIcon } from './icons';
import { PostComments } from './PostComments';

export interface PostCardProps {
  post: CommunityPost;
  now: Date;
  /**
   * The post on its own page: its title is the page's heading and its comments are open. In the
   * feed the title leads to that page and the comments open on demand.
   */
  standalone?: boolean;
}

/**
 * One post of the feed, or of its own page. Title, content and names are member text: React text
 * nodes only (never HTML), line breaks kept by CSS.
 */
export function PostCard({ post, now, standalone = false }: PostCardProps) {
  const { t } = useTranslation(['community', 'common', 'flags']);
  const time = useDateFormat(now);
  const like = useLikePost();
  const errorText = useActionErrorText();
  const [expanded, setExpanded] = useState(standalone);
  const [likeError, setLikeError] = useState<string | null>(null);
  const titleId = useId();
  const commentsId = useId();
  const waiting = post.awaiting_approval || post.status === 'pending';

  const toggleLike = () => {
    setLikeError(null);
    like.mutate(
      { item: post, liked: !post.is_liked_by_user },
      { onError: (error) => setLikeError(errorText(error, t('post.likeError'))) },
    );
  };

  return (
    <article
      className={cx('card', 'post-card', post.is_pinned && 'post-card--pinned', waiting && 'post-card--waiting')}
      aria-labelledby={titleId}
    >
      <header className="post-card__header">
        <AuthorLine author={post} createdAt={post.created_at} time={time} />
        {(post.is_pinned || post.has_quality_badge || waiting) && (
          <ul className="inline-list">
            {waiting && (
              <li className="post-marker post-marker--waiting">
                <ClockIcon />
                {t('post.awaitingApproval')}
              </li>
            )}
            {post.is_pinned && (
              <li className="post-marker post-marker--pinned">
                <PinIcon />
                {t('post.pinned')}
              </li>
            )}
            {post.has_quality_badge && (
              <li className="post-marker post-marker--quality" title={t('post.qualityLabel')}>
                <StarIcon size={14} fill="currentColor" />
                {t('post.quality')}
              </li>
            )}
          </ul>
        )}
        <ItemMenu label={t('flags:menu.post', { name: post.author_name })}>
          <ReportMenuItem target={{ type: 'post', id: post.id }} authorId={post.author_mocha_id} />
          <BlockMenuItem memberId={post.author_mocha_id} name={post.author_name} />
        </ItemMenu>
      </header>

      {standalone ? (
        <h1 id={titleId} className="post-card__title member-text">
          {post.title}
        </h1>
      ) : (
        <h2 id={titleId} className="post-card__title member-text">
          <Link to={paths.communityPost(post.id)} className="post-card__link">
            {post.title}
          </Link>
        </h2>
      )}
      <p className="post-card__content member-text">{post.content}</p>
      <LanguageChips languages={post.languages} />

      {waiting ? (
        <p className="post-card__notice">{t('post.awaitingNotice')}</p>
      ) : (
        <>
          <div className="post-card__actions">
            <LikeButton
              liked={post.is_liked_by_user}
              count={post.likes_count}
              label={t('post.like')}
              onToggle={toggleLike}
            />
            <ReactionButton
              active={expanded}
              aria-expanded={expanded}
              aria-controls={commentsId}
              onClick={() => setExpanded((open) => !open)}
            >
              <CommentIcon />
              <span>{t('common:commentCount', { count: post.comments_count })}</span>
            </ReactionButton>
          </div>
          {likeError && (
            <p className="field__error" role="alert">
              {likeError}
            </p>
          )}
          <div id={commentsId} hidden={!expanded}>
            {expanded && <PostComments post={post} time={time} />}
          </div>
        </>
      )}
    </article>
  );
}
