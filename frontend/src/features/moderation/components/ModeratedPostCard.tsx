import '../../../components/ui/post-card.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChips } from '../../../components/languages/LanguageChips';
import { Button } from '../../../components/ui';
import { AuthorLine } from '../../../components/ui/AuthorLine';
import { cx } from '../../../lib/cx';
import { excerpt } from '../../../lib/excerpt';
import type { DateFormat } from '../../../lib/useDateFormat';
import type { ModeratedPost } from '../api/moderationApi';

export type PostActionKind = 'approve' | 'reject' | 'delete' | 'quality' | 'comments';

export interface ModeratedPostCardProps {
  post: ModeratedPost;
  time: DateFormat;
  /** Pending posts are approved or rejected; approved ones deleted or given the badge. */
  mode: 'pending' | 'approved';
  /** The action under way on this post, if any: its button spins, the others wait. */
  busy: PostActionKind | null;
  /** Another action is under way (on any post): the buttons wait for it. */
  locked?: boolean;
  onAction: (kind: PostActionKind, post: ModeratedPost) => void;
  headingLevel?: 2 | 3;
}

/** A post as the moderator sees it: author with e-mail, the full text, counters and actions. */
export function ModeratedPostCard({ post, time, mode, busy, locked = false, onAction, headingLevel = 3 }: ModeratedPostCardProps) {
  const { t } = useTranslation(['admin', 'common']);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // Each button's accessible name says which post it acts on, so a screen reader's list of buttons
  // is not ten identical "Excluir".
  const about = { name: post.author_name ?? '', title: excerpt(post.title) };
  const labels: Record<PostActionKind, string> = {
    approve: t('posts.actions.approveLabel', about),
    reject: t('posts.actions.rejectLabel', about),
    delete: t('posts.actions.deleteLabel', about),
    quality: t('posts.actions.qualityBadgeLabel', about),
    comments: t('posts.actions.commentsLabel', { ...about, comments: t('common:commentCount', { count: post.comments_count }) }),
  };
  const button = (kind: PostActionKind, label: string, variant: 'primary' | 'secondary' | 'danger' | 'ghost') => (
    <Button
      size="sm"
      variant={variant}
      aria-label={labels[kind]}
      loading={busy === kind}
      disabled={kind !== 'comments' && (busy !== null || locked) && busy !== kind}
      onClick={() => onAction(kind, post)}
    >
      {label}
    </Button>
  );

  return (
    <article className={cx('card', 'post-card', 'mod-post', post.is_pinned && 'mod-post--pinned')} aria-labelledby={titleId}>
      <header className="post-card__header">
        <AuthorLine
          author={post}
          createdAt={post.created_at}
          time={time}
          meta={post.author_email ?? t('posts.post.noEmail')}
        />
        {(post.has_quality_badge || post.is_pinned) && (
          <ul className="inline-list">
            {post.is_pinned && <li className="post-marker post-marker--pinned">{t('posts.post.pinned')}</li>}
            {post.has_quality_badge && <li className="post-marker post-marker--quality">★ {t('posts.post.quality')}</li>}
          </ul>
        )}
      </header>

      <Heading id={titleId} className="mod-post__title member-text">
        {post.title}
      </Heading>
      <p className="mod-post__content member-text">{post.content}</p>

      <div className="mod-post__facts">
        <LanguageChips languages={post.languages} />
        {mode === 'approved' && (
          <p className="mod-post__counts">
            <span>{t('common:likes', { count: post.likes_count })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('common:commentCount', { count: post.comments_count })}</span>
            {post.approved_by && (
              <>
                <span aria-hidden="true">·</span>
                <span className="mod-post__approver">{t('posts.post.approvedBy', { email: post.approved_by })}</span>
              </>
            )}
          </p>
        )}
      </div>

      <div className="mod-post__actions" role="group" aria-label={t('posts.actions.label')}>
        {mode === 'pending' ? (
          <>
            {button('approve', t('posts.actions.approve'), 'primary')}
            {button('reject', t('posts.actions.reject'), 'danger')}
          </>
        ) : (
          <>
            {button('comments', `${t('posts.actions.comments')} (${post.comments_count})`, 'secondary')}
            {!post.has_quality_badge && button('quality', t('posts.actions.qualityBadge'), 'secondary')}
            {button('delete', t('posts.actions.delete'), 'danger')}
          </>
        )}
      </div>
    </article>
  );
}
