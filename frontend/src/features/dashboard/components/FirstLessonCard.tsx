import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { useLanguageName } from '../../../lib/languages';
import { paths } from '../../../lib/paths';
import type { DashboardFirstLesson } from '../api/dashboardApi';

/**
 * "Começar sua primeira aula", first on the dashboard until the member finishes a lesson
 * (ADR 0128): the official course of the language they learn, opening on its page (whose
 * "Começar Curso" opens its first lesson), or the catalogue when there is none.
 */
export function FirstLessonCard({ firstLesson }: { firstLesson: DashboardFirstLesson }) {
  const { t } = useTranslation('dashboard');
  const languageName = useLanguageName();
  const { course, language } = firstLesson;
  return (
    <section className="card first-lesson" aria-labelledby="dashboard-first-lesson">
      <h2 id="dashboard-first-lesson" className="first-lesson__title">
        {t('firstLesson.title')}
      </h2>
      {course ? (
        <>
          <p className="first-lesson__kind">{t('firstLesson.course', { language: languageName(course.language) })}</p>
          <p className="first-lesson__course member-text">{course.title}</p>
          <p className="first-lesson__meta">{t('firstLesson.lessons', { count: course.total_lessons })}</p>
          <Link to={paths.course(course.id)} className={buttonClassName()}>
            {t('firstLesson.open')}
          </Link>
        </>
      ) : (
        <>
          <p className="first-lesson__meta">
            {language ? t('firstLesson.noCourseIn', { language: languageName(language) }) : t('firstLesson.noCourse')}
          </p>
          <Link to={paths.courses} className={buttonClassName()}>
            {t('firstLesson.browse')}
          </Link>
        </>
      )}
    </section>
  );
}
