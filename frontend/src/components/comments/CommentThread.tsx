import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '../../lib/useDateFormat';
import { Button, LikeButton, Spinner } from '../ui';
import { AuthorLine, type Author } from '../ui/AuthorLine';
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
  /** The like button's name, e.g. "Curtir comentário". */
  like: string;
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
  /** Without it (a guest) no like buttons are shown. */
  onLike?: (comment: C) => void;
  likeDisabled?: boolean;
  likeError?: string | null;
  /** Shown before each comment's time, e.g. the author's level where no rank comes with it. */
  authorMeta?: (comment: C) => ReactNode;
  /** The comment form, or a guest's invitation to sign in. */
  form: ReactNode;
  /** The form above the list (a course's or a lesson's page) rather than under it (a post). */
  formFirst?: boolean;
}

/**
 * Comments on a post, a course or a lesson: loading, error and empty states, each comment as
 * member text with its author and like, and the form to add one.
 */
export function CommentThread<C extends ThreadComment>(props: CommentThreadProps<C>) {
  const { label, heading = false, query, comments, texts, time, onLike, likeDisabled, likeError, authorMeta, form, formFirst = false } = props;
  const { t } = useTranslation();
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
        <ul className="comment-list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment" data-testid="comment">
              <AuthorLine author={comment} createdAt={comment.created_at} time={time} meta={authorMeta?.(comment)} size="sm" />
              <p className="comment__content member-text">{comment.content}</p>
              {onLike && (
                <div className="comment__actions">
                  <LikeButton
                    size="sm"
                    liked={comment.is_liked_by_user}
                    count={comment.likes}
                    label={texts.like}
                    onToggle={() => onLike(comment)}
                    disabled={likeDisabled}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {likeError && (
        <p className="field__error" role="alert">
          {likeError}
        </p>
      )}
      {!formFirst && form}
    </section>
  );
}
