import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../../components/ui';
import { AuthorLine } from '../../../components/ui/AuthorLine';
import { isNetworkError } from '../../../lib/api/errors';
import type { DateFormat } from '../../../lib/useDateFormat';
import {
  useAddComment,
  useLikeComment,
  usePostComments,
  type CommunityComment,
  type CommunityPost,
} from '../api/communityApi';
import { useActionErrorText } from '../hooks/useCommunityText';
import { COMMENT_MAX_LENGTH } from '../languages';
import { LikeButton } from './LikeButton';

export interface PostCommentsProps {
  post: CommunityPost;
  time: DateFormat;
}

/** A post's comments (loaded when first opened), their likes, and the form to add one. */
export function PostComments({ post, time }: PostCommentsProps) {
  const { t } = useTranslation(['community', 'common']);
  const comments = usePostComments(post.id, true);
  const like = useLikeComment(post.id);
  const errorText = useActionErrorText();
  const [likeError, setLikeError] = useState<string | null>(null);

  const toggleLike = (comment: CommunityComment) => {
    setLikeError(null);
    like.mutate(
      { comment, liked: !comment.is_liked_by_user },
      { onError: (error) => setLikeError(errorText(error, t('post.likeError'))) },
    );
  };

  return (
    <section className="comments" aria-label={t('comments.label')}>
      {comments.isPending ? (
        <div className="comments__status">
          <Spinner size="sm" label={t('comments.loading')} showLabel />
        </div>
      ) : comments.isError ? (
        <div className="comments__status comments__status--error" role="alert">
          <span>{t('comments.loadError')}</span>
          <Button variant="ghost" size="sm" onClick={() => void comments.refetch()} loading={comments.isFetching}>
            {t('common:retry')}
          </Button>
        </div>
      ) : comments.data.length === 0 ? (
        <p className="comments__status">{t('comments.empty')}</p>
      ) : (
        <ul className="comment-list">
          {comments.data.map((comment) => (
            <li key={comment.id} className="comment">
              <AuthorLine author={comment} createdAt={comment.created_at} time={time} size="sm" />
              <p className="comment__content member-text">{comment.content}</p>
              <div className="comment__actions">
                <LikeButton
                  size="sm"
                  liked={comment.is_liked_by_user}
                  count={comment.likes}
                  label={t('comments.like')}
                  onToggle={() => toggleLike(comment)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {likeError && (
        <p className="post-card__error" role="alert">
          {likeError}
        </p>
      )}
      <CommentForm postId={post.id} />
    </section>
  );
}

/** The server's comment rule (community/domain/post.ts): not blank after trimming, at most 2 000. */
const commentSchema = z.object({ content: z.string().max(COMMENT_MAX_LENGTH).trim().min(1) });
type CommentValues = z.input<typeof commentSchema>;

function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation('community');
  const add = useAddComment(postId);
  const errorText = useActionErrorText();
  const form = useForm<CommentValues, unknown, z.output<typeof commentSchema>>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });
  const content = form.watch('content');
  const fieldId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const trimmed = content.trim();
  const canSend = trimmed !== '' && !add.isPending;

  const submit = form.handleSubmit((values) => {
    if (add.isPending) return;
    add.mutate(values.content, { onSuccess: () => form.reset({ content: '' }) });
  });

  // Ctrl/⌘+Enter sends; Enter alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const error = add.error
    ? isNetworkError(add.error)
      ? t('comments.connectionError')
      : errorText(add.error, t('comments.error'), 'comments.rateLimited')
    : null;

  return (
    <form ref={formRef} className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('comments.field')}
      </label>
      <textarea
        id={fieldId}
        className="input textarea comment-form__field"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        {...form.register('content', {
          onChange: () => {
            if (add.isError) add.reset();
          },
        })}
        onKeyDown={onKeyDown}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" size="sm" disabled={!canSend} loading={add.isPending} className="comment-form__submit">
        {t('comments.submit')}
      </Button>
      {error && (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
