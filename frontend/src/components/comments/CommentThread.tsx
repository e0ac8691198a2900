import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '../../lib/useDateFormat';
import { ReportMenuItem } from '../flags/ReportMenuItem';
import type { FlagTargetType } from '../flags/flagsApi';
import { Button, LikeButton, Spinner } from '../ui';
import { ItemMenu } from '../ui/ItemMenu';
import { AuthorLine, type Author } from '../ui/AuthorLine';
import { BlockMenuItem } from '../blocks/BlockMemberButton';
import './comments.css';

/** A comment as the thread shows it; a post's comments come as such, a course's or a lesson's are mapped. */
export interface ThreadComment extends Author {
  id: string;
  content: string;
  created_at: string;
  likes: number;
  is_liked_by_user: boolean;
}

export interface CommentThreadTexts {
  loading: string;
  loadError: string;
  empty: string;
}

export interface CommentThreadProps<C extends ThreadComment> {
  /** The region's name; with `heading`, also its visible h2. */
  label: string;
  heading?: boolean;
  /** The comments query: its state and what it holds. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  comments: readonly C[] | undefined;
  texts: CommentThreadTexts;
  time: DateFormat;
  /** Each comment's like button; without it (a guest, a moderator) none is shown. */
  like?: {
    /** The button's name, e.g. "Curtir comentário". */
    label: string;
    onToggle: (comment: C) => void;
    disabled?: boolean;
    /** Why the last like failed. */
    error?: string | null;
  };
  /** Shown before each comment's time, e.g. the author's level where no rank comes with it, or their e-mail. */
  authorMeta?: (comment: C) => ReactNode;
  /** Beside each comment's author, e.g. a moderator's delete button. */
  commentAside?: (comment: C) => ReactNode;
  /** What a member reports a comment as, from its menu (none in the moderators' view). */
  reportAs?: FlagTargetType;
  /** The comment form, or a guest's invitation to sign in; none where comments are only read. */
  form?: ReactNode;
  /** The form above the list (a course's or a lesson's page) rather than under it (a post). */
  formFirst?: boolean;
}

/**
 * Comments on a post, a course or a lesson: loading, error and empty states, each comment as
 * member text with its author and like (and a way to block another member's), and the form to add one.
 */
export function CommentThread<C extends ThreadComment>(props: CommentThreadProps<C>) {
  const { label, heading = false, query, comments, texts, time, like, authorMeta, commentAside, reportAs, form, formFirst = false } = props;
  const { t } = useTranslation(['common', 'flags']);
  const headingId = useId();
  return (
    <section className="comments" aria-label={heading ? undefined : label} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="comments__title">
          {label}
        </h2>
      )}
      {formFirst && form}
      {query.isPending ? (
        <div className="comments__status">
          <Spinner size="sm" label={texts.loading} showLabel />
        </div>
      ) : query.isError || !comments ? (
        <div className="comments__status comments__status--error" role="alert">
          <span>{texts.loadError}</span>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="comments__status">{texts.empty}</p>
      ) : (
        <ul className="stack-list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment" data-testid="comment">
              <div className="comment__top">
                <AuthorLine author={comment} createdAt={comment.created_at} time={time} meta={authorMeta?.(comment)} size="sm" />
                {commentAside?.(comment)}
                {/* Bloquear in the ⋯ menu, as on a post: beside every comment it crowded a phone's line. */}
                <ItemMenu label={t('flags:menu.comment', { name: comment.author_name })}>
                  {reportAs && <ReportMenuItem target={{ type: reportAs, id: comment.id }} authorId={comment.author_mocha_id} />}
                  <BlockMenuItem memberId={comment.author_mocha_id} name={comment.author_name} />
                </ItemMenu>
              </div>
              <p className="comment__content member-text">{comment.content}</p>
              {like && (
                <div className="comment__actions">
                  <LikeButton
                    size="sm"
                    liked={comment.is_liked_by_user}
                    count={comment.likes}
                    label={like.label}
                    onToggle={() => like.onToggle(comment)}
                    disabled={like.disabled}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {like?.error && (
        <p className="field__error" role="alert">
          {like.error}
        </p>
      )}
      {!formFirst && form}
    </section>
  );
}
