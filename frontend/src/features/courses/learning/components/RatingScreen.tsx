import '../learning.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../../components/ui';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { useToast } from '../../../../components/ui/Toaster';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { paths } from '../../../../lib/paths';
import { useCourse, useCourseProgress, useRateCourse, useRatings } from '../api/learningApi';

const REVIEW_MAX = 1000;

/** /curso/{id}/avaliar: summary, five-star picker, optional review, the ratings and the progress panel. */
export function RatingScreen({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const course = useCourse(courseId);
  const ratings = useRatings(courseId);
  const progress = useCourseProgress(courseId, true);
  if (course.isPending) return <div className="page container"><LoadingCard label={t('loading')} /></div>;
  if (course.isError)
    return (
      <div className="page container">
        <EmptyState title={t('admin.notFound')} action={<Link className={buttonClassName()} to={paths.courses}>{t('admin.backToCourses')}</Link>} headingLevel={1} />
      </div>
    );
  const p = progress.data;
  const eligible = !!p && p.isEnrolled && (p.completedLessons >= 1 || p.overallProgress >= 10);
  return (
    <div className="page container rating">
      <Link to={paths.course(courseId)} className="lesson__back">
        {t('lesson.back')}
      </Link>
      <div className="lesson__layout">
        <article className="lesson__main">
          <h1 className="page__title">{t('rating.title')}</h1>
          <section aria-label={t('rating.summary')} className="rating__summary">
            <h2>{course.data.title}</h2>
            {course.data.instructor_name && <p>{t('course.instructor', { name: course.data.instructor_name })}</p>}
            <p>★ {course.data.rating.toFixed(1)}</p>
          </section>
          {ratings.data && (
            <RatingForm key={ratings.data.userRating?.rating ?? 0} courseId={courseId} eligible={eligible} initial={ratings.data.userRating} />
          )}
          <section aria-labelledby="ratings-title">
            <h2 id="ratings-title">{t('rating.list')}</h2>
            {ratings.isPending && <LoadingCard label={t('loading')} />}
            {ratings.isError && <ErrorState message={t('rating.loadError')} onRetry={() => void ratings.refetch()} headingLevel={3} />}
            {ratings.data && ratings.data.ratings.length === 0 && <p className="learning-empty">{t('rating.empty')}</p>}
            <ul className="rating__list">
              {ratings.data?.ratings.map((r) => (
                <li key={r.id} className="rating__item">
                  <strong>{r.user_name}</strong> <span aria-label={t('rating.stars', { count: r.rating })}>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</span>
                  {r.review && <p className="member-text">{r.review}</p>}
                </li>
              ))}
            </ul>
          </section>
        </article>
        <aside className="lesson__side" aria-label={t('rating.progress')}>
          {p && (
            <>
              <p>{t('course.lessonsDone', { done: p.completedLessons, total: p.totalLessons })}</p>
              <ProgressBar value={p.overallProgress} label={t('course.progressLabel')} valueText={`${p.overallProgress}%`} />
              <p>{t('rating.overall', { value: p.overallProgress })}</p>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

function RatingForm({ courseId, eligible, initial }: { courseId: string; eligible: boolean; initial: { rating: number; review: string | null } | null }) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const serverMessage = useServerMessage();
  const rate = useRateCourse(courseId);
  const [value, setValue] = useState(initial?.rating ?? 0);
  const [review, setReview] = useState(initial?.review ?? '');
  if (!eligible) return <p className="rating__notice" role="note">{t('rating.notEligible')}</p>;
  return (
    <form
      className="rating__form"
      onSubmit={(event) => {
        event.preventDefault();
        rate.mutate({ rating: value, review }, { onSuccess: () => toast.show({ title: t('rating.success'), tone: 'success' }) });
      }}
    >
      <fieldset>
        <legend>{t('rating.yourRating')}</legend>
        <div className="rating__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={`rating__star ${n <= value ? 'rating__star--on' : ''}`}
              aria-pressed={n <= value}
              aria-label={t('rating.stars', { count: n })}
              onClick={() => setValue(n)}
            >
              ★
            </button>
          ))}
          <span>{t('rating.value', { value })}</span>
        </div>
      </fieldset>
      <label className="rating__review">
        {t('rating.review')}
        <textarea value={review} maxLength={REVIEW_MAX} rows={4} onChange={(e) => setReview(e.target.value)} />
      </label>
      {rate.isError && (
        <p role="alert" className="lesson__error">
          {t('rating.error', { error: serverMessage(rate.error, t('rating.unknownError')) })}
        </p>
      )}
      <Button type="submit" disabled={value === 0} loading={rate.isPending}>
        {t('rating.submit')}
      </Button>
    </form>
  );
}
