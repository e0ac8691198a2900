import { useTranslation } from 'react-i18next';
import { CommentForm } from '../../../../components/comments/LazyCommentForm';
import { CommentThread } from '../../../../components/comments/CommentThread';
import { requestLimits } from '../../../../lib/api/limits';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useDateFormat } from '../../../../lib/useDateFormat';
import { useAddLessonComment, useLessonComments, useLikeLessonComment } from '../api/learningApi';

/** The lesson's comments: the form, then the list with likes (plain text, rendered as text). */
export function LessonComments({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('learning');
  const comments = useLessonComments(lessonId);
  const add = useAddLessonComment(lessonId);
  const like = useLikeLessonComment(lessonId);
  const serverMessage = useServerMessage();
  const time = useDateFormat(new Date());
  return (
    <CommentThread
      label={t('lesson.comments')}
      heading
      query={comments}
      comments={comments.data}
      texts={{ loading: t('loading'), loadError: t('lesson.commentsError'), empty: t('lesson.noComments') }}
      time={time}
      reportAs="lesson_comment"
      authorMeta={(comment) => t('lesson.level', { level: comment.author_level })}
      like={{ label: t('lesson.like'), onToggle: (comment) => like.mutate({ item: comment, liked: !comment.is_liked_by_user }) }}
      formFirst
      form={
        <CommentForm
          limit={requestLimits.CommentBodyDto.content}
          label={t('lesson.commentLabel')}
          showLabel
          submitLabel={t('lesson.commentSubmit')}
          sending={add.isPending}
          error={add.isError ? serverMessage(add.error, t('lesson.commentError')) : null}
          onSend={(content, sent) => add.mutate(content, { onSuccess: sent })}
        />
      }
    />
  );
}
