import '../learning.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingCard, buttonClassName } from '../../../../components/ui';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { paths } from '../../../../lib/paths';
import { formatDuration, useCourseProgress, useModules, type CourseModule } from '../api/learningApi';

export interface CourseContentSectionProps {
  courseId: string;
  signedIn: boolean;
  onSignIn: () => void;
}

/** An administrators' course on /curso/{id}: modules, lessons, the member's progress, start / continue. */
export function CourseContentSection({ courseId, signedIn, onSignIn }: CourseContentSectionProps) {
  const { t } = useTranslation('learning');
  const modules = useModules(courseId);
  const progress = useCourseProgress(courseId, signedIn);
  if (modules.isPending) return <LoadingCard label={t('loading')} />;
  if (modules.isError) return <ErrorState message={t('course.loadError')} onRetry={() => void modules.refetch()} headingLevel={2} />;
  const list = modules.data;
  const openable = list.flatMap((m) => m.lessons.filter((l) => !m.is_locked || l.is_free));
  const first = openable[0];
  const p = progress.data;
  return (
    <section className="learning-content" aria-labelledby="learning-content-title">
      <h2 id="learning-content-title" className="learning-content__title">
        {t('course.content')}
      </h2>
      {signedIn && p && (
        <div className="learning-content__progress">
          <ProgressBar value={p.overallProgress} label={t('course.progressLabel')} valueText={`${p.overallProgress}%`} />
          <p>{t('course.lessonsDone', { count: p.totalLessons, done: p.completedLessons, total: p.totalLessons })}</p>
        </div>
      )}
      <div className="learning-content__actions">
        {first &&
          (signedIn ? (
            <Link className={buttonClassName()} to={paths.lesson(courseId, first.id)}>
              {p?.isEnrolled ? t('course.continue') : t('course.start')}
            </Link>
          ) : (
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onSignIn}>
              {t('course.signInToStart')}
            </button>
          ))}
        {signedIn && p?.isEnrolled && (
          <Link className={buttonClassName({ variant: 'secondary' })} to={paths.courseRating(courseId)}>
            {t('course.rate')}
          </Link>
        )}
      </div>
      {list.length === 0 ? <p className="learning-empty">{t('course.noModules')}</p> : list.map((m) => <ModuleBlock key={m.id} courseId={courseId} module={m} />)}
    </section>
  );
}

function ModuleBlock({ courseId, module: m }: { courseId: string; module: CourseModule }) {
  const { t } = useTranslation('learning');
  return (
    <div className="learning-module">
      <h3 className="learning-module__title">
        {m.title} {m.is_locked && <span className="learning-tag learning-tag--locked">{t('course.locked')}</span>}
      </h3>
      {m.description && <p className="member-text">{m.description}</p>}
      {m.lessons.length === 0 ? (
        <p className="learning-empty">{t('course.noLessons')}</p>
      ) : (
        <ol className="learning-lessons">
          {m.lessons.map((l) => {
            const open = !m.is_locked || l.is_free;
            return (
              <li key={l.id} className="learning-lesson">
                {open ? <Link to={paths.lesson(courseId, l.id)}>{l.title}</Link> : <span>{l.title}</span>}
                <span className="learning-lesson__meta">
                  {formatDuration(l.duration_seconds)} · {t('course.xp', { xp: l.xp_reward })}
                  {l.is_free && <span className="learning-tag learning-tag--free">{t('course.free')}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
