import { useViewer } from '../../../../lib/viewer';
import '../learning.css';
import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../../lib/forms/zod';
import { Button, ErrorState, LoadingCard, TextAreaField } from '../../../../components/ui';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { useToast } from '../../../../components/ui/Toaster';
import { requestLimits } from '../../../../lib/api/limits';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../../lib/forms/fieldSchemas';
import { paths } from '../../../../lib/paths';
import { CourseSubpage } from './CourseSubpage';
import { CourseUnavailable } from './CourseUnavailable';
import { useCourse, useCourseProgress, useRateCourse, useRatings } from '../api/learningApi';

const limits = requestLimits.RateBodyDto;

/** /curso/{id}/avaliar: summary, five-star picker, optional review, the ratings and the progress panel. */
export function RatingScreen({ courseId, onSignIn }: { courseId: string; onSignIn: () => void }) {
  const signedIn = useViewer().id !== null;
  const { t } = useTranslation('learning');
  const course = useCourse(courseId);
  const ratings = useRatings(courseId);
  const progress = useCourseProgress(courseId, signedIn);
  if (course.isPending || course.isError) return <CourseUnavailable loading={course.isPending} backTo={paths.courses} />;
  const p = progress.data;
  const eligible = !!p && p.isEnrolled && (p.completedLessons >= 1 || p.overallProgress >= 10);
  return (
    <CourseSubpage
      className="rating"
      courseId={courseId}
      sideLabel={t('rating.progress')}
      side={
        <>
          {!signedIn && (
            <>
              <p>{course.data.title}</p>
              <p>{t('rating.guestProgress')}</p>
              <Button size="sm" variant="secondary" onClick={onSignIn}>
                {t('lesson.signIn')}
              </Button>
            </>
          )}
          {p && (
            <>
              <p>{t('course.lessonsDone', { count: p.totalLessons, done: p.completedLessons, total: p.totalLessons })}</p>
              <ProgressBar value={p.overallProgress} label={t('course.progressLabel')} valueText={`${p.overallProgress}%`} />
              <p>{t('rating.overall', { value: p.overallProgress })}</p>
            </>
          )}
        </>
      }
    >
      <h1 className="page__title">{t('rating.title')}</h1>
      <section aria-label={t('rating.summary')} className="rating__summary">
        <h2>{course.data.title}</h2>
        {course.data.instructor_name && <p>{t('course.instructor', { name: course.data.instructor_name })}</p>}
        <p>★ {course.data.rating.toFixed(1)}</p>
      </section>
      {!signedIn && (
        <p className="rating__notice" role="note">
          {t('rating.guestPrompt')}{' '}
          <Button size="sm" onClick={onSignIn}>
            {t('lesson.signIn')}
          </Button>
        </p>
      )}
      {signedIn && ratings.data && (
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
              <strong>{r.user_name}</strong> <span aria-label={t('rating.stars', { count: r.rating })}>{'★'.repeat(r.rating)}{'☆'.repeat(limits.rating.maximum - r.rating)}</span>
              {r.review && <p className="member-text">{r.review}</p>}
            </li>
          ))}
        </ul>
      </section>
    </CourseSubpage>
  );
}

function RatingForm({ courseId, eligible, initial }: { courseId: string; eligible: boolean; initial: { rating: number; review: string | null } | null }) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const serverMessage = useServerMessage();
  const rate = useRateCourse(courseId);
  const fields = useFieldSchemas();
  const schema = useMemo(
    () => z.object({ rating: fields.number(limits.rating, {}, { integer: true }), review: fields.text(limits.review) }),
    [fields],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { rating: initial?.rating ?? 0, review: initial?.review ?? '' } });
  const value = form.watch('rating');
  if (!eligible) return <p className="rating__notice" role="note">{t('rating.notEligible')}</p>;
  const submit = form.handleSubmit((values) =>
    rate.mutate(values, { onSuccess: () => toast.show({ title: t('rating.success'), tone: 'success' }) }),
  );
  return (
    <form className="rating__form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>{t('rating.yourRating')}</legend>
        <div className="rating__stars">
          {Array.from({ length: limits.rating.maximum }, (_, index) => index + 1).map((n) => (
            <button
              key={n}
              type="button"
              className={`rating__star ${n <= value ? 'rating__star--on' : ''}`}
              aria-pressed={n <= value}
              aria-label={t('rating.stars', { count: n })}
              onClick={() => form.setValue('rating', n, { shouldDirty: true })}
            >
              ★
            </button>
          ))}
          <span>{t('rating.value', { value, max: limits.rating.maximum })}</span>
        </div>
      </fieldset>
      <TextAreaField label={t('rating.review')} rows={4} maxLength={limits.review.maxLength} {...form.register('review')} />
      {rate.isError && (
        <p role="alert" className="field__error">
          {t('rating.error', { error: serverMessage(rate.error, t('rating.unknownError')) })}
        </p>
      )}
      <Button type="submit" disabled={value < limits.rating.minimum} loading={rate.isPending}>
        {t('rating.submit')}
      </Button>
    </form>
  );
}
