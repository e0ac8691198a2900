import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState } from '../../../../components/ui';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useAddLessonComment, useLessonComments, useLikeLessonComment } from '../api/learningApi';

/** The lesson's comments: a form and the list with likes (plain text, rendered as text). */
export function LessonComments({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('learning');
  const comments = useLessonComments(lessonId);
  const add = useAddLessonComment(lessonId);
  const like = useLikeLessonComment(lessonId);
  const serverMessage = useServerMessage();
  const [content, setContent] = useState('');
  return (
    <section className="lesson__comments" aria-labelledby="lesson-comments-title">
      <h2 id="lesson-comments-title">{t('lesson.comments')}</h2>
      <form
        className="rating__form"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(content, { onSuccess: () => setContent('') });
        }}
      >
        <label className="rating__review">
          {t('lesson.commentLabel')}
          <textarea value={content} rows={3} maxLength={1000} onChange={(e) => setContent(e.target.value)} />
        </label>
        {add.isError && <p role="alert" className="lesson__error">{serverMessage(add.error, t('lesson.commentError'))}</p>}
        <Button type="submit" disabled={content.trim() === ''} loading={add.isPending}>
          {t('lesson.commentSubmit')}
        </Button>
      </form>
      {comments.isError && <ErrorState message={t('lesson.commentsError')} onRetry={() => void comments.refetch()} headingLevel={3} />}
      {comments.data?.length === 0 && <p className="learning-empty">{t('lesson.noComments')}</p>}
      <ul className="rating__list">
        {comments.data?.map((c) => (
          <li key={c.id} className="rating__item">
            <strong>{c.author_name}</strong> <span className="learning-lesson__meta">{t('lesson.level', { level: c.author_level })}</span>
            <p className="member-text">{c.content}</p>
            <button
              type="button"
              className={`course-like ${c.is_liked_by_user ? 'course-like--on' : ''}`}
              aria-pressed={c.is_liked_by_user}
              aria-label={t('lesson.like')}
              disabled={like.isPending}
              onClick={() => like.mutate(c)}
            >
              ♥ {c.likes}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
