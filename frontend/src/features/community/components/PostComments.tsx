import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentForm } from '../../../components/comments/LazyCommentForm';
import { CommentThread } from '../../../components/comments/CommentThread';
import { isNetworkError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import type { DateFormat } from '../../../lib/useDateFormat';
import { useAddComment, useLikeComment, usePostComments, type CommunityComment, type CommunityPost } from '../api/communityApi';
import { useActionErrorText } from '../hooks/useCommunityText';

export interface PostCommentsProps {
  post: CommunityPost;
  time: DateFormat;
}

/** A post's comments (loaded when first opened), their likes, and the form to add one. */
export function PostComments({ post, time }: PostCommentsProps) {
  const { t } = useTranslation('community');
  const comments = usePostComments(post.id, true);
  const like = useLikeComment(post.id);
  const add = useAddComment(post.id);
  const errorText = useActionErrorText();
  const [likeError, setLikeError] = useState<string | null>(null);

  const toggleLike = (comment: CommunityComment) => {
    setLikeError(null);
    like.mutate(
      { item: comment, liked: !comment.is_liked_by_user },
      { onError: (error) => setLikeError(errorText(error, t('post.likeError'))) },
    );
  };

  const sendError = add.error
    ? isNetworkError(add.error)
      ? t('comments.connectionError')
      : errorText(add.error, t('comments.error'), 'comments.rateLimited')
    : null;

  return (
    <CommentThread
      label={t('comments.label')}
      query={comments}
      comments={comments.data}
      texts={{ loading: t('comments.loading'), loadError: t('comments.loadError'), empty: t('comments.empty') }}
      time={time}
      reportAs="post_comment"
      like={{ label: t('comments.like'), onToggle: toggleLike, error: likeError }}
      form={
        <CommentForm
          limit={requestLimits.CreateCommentDto.content}
          label={t('comments.field')}
          placeholder={t('comments.placeholder')}
          submitLabel={t('comments.submit')}
          sending={add.isPending}
          error={sendError}
          onSend={(content, sent) => add.mutate(content, { onSuccess: sent })}
          onEdit={() => {
            if (add.isError) add.reset();
          }}
        />
      }
    />
  );
}
