import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useCatalogue, useMyUploads, type Course, type CourseFilters } from '../api/coursesApi';
import { COURSE_LANGUAGES, COURSE_LEVELS, useLanguageName } from '../languages';
import { CourseCard } from './CourseCard';
import '../courses.css';

export interface CatalogueScreenProps {
  signedIn: boolean;
  onSignIn: () => void;
}

/** /cursos: tabs Todos os Cursos / Meus Envios, search and filters, course cards. */
export function CatalogueScreen({ signedIn, onSignIn }: CatalogueScreenProps) {
  const { t } = useTranslation('courses');
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [draft, setDraft] = useState<CourseFilters>({});
  const [filters, setFilters] = useState<CourseFilters>({});
  const [page, setPage] = useState(1);
  const languageName = useLanguageName();
  const time = useDateFormat(new Date(), 'short');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, search: draft.search?.trim() || undefined });
    setPage(1);
  };
  const clear = () => {
    setDraft({});
    setFilters({});
    setPage(1);
  };

  return (
    <div className="page container courses">
      <header className="page__header courses__header">
        <div>
          <h1 className="page__title">{t('catalogue.title')}</h1>
          <p className="courses__subtitle">{t('catalogue.subtitle')}</p>
        </div>
        {signedIn && (
          <Link to={paths.courseUpload} className={buttonClassName()}>
            {t('catalogue.upload')}
          </Link>
        )}
      </header>

      {signedIn && (
        <div className="courses__tabs" role="tablist" aria-label={t('catalogue.tabs.label')}>
          {(['all', 'mine'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`courses__tab ${tab === name ? 'courses__tab--active' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(`catalogue.tabs.${name}`)}
            </button>
          ))}
        </div>
      )}

      <form className="courses__filters" onSubmit={apply} role="search">
        {tab === 'all' && (
          <label className="courses__field courses__field--search">
            <span className="visually-hidden">{t('catalogue.search')}</span>
            <input
              type="search"
              value={draft.search ?? ''}
              placeholder={t('catalogue.searchPlaceholder')}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          </label>
        )}
        <label className="courses__field">
          <span className="visually-hidden">{t('catalogue.language')}</span>
          <select aria-label={t('catalogue.language')} value={draft.language ?? ''} onChange={(event) => setDraft({ ...draft, language: event.target.value || undefined })}>
            <option value="">{t('catalogue.allLanguages')}</option>
            {COURSE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="courses__field">
          <span className="visually-hidden">{t('catalogue.level')}</span>
          <select aria-label={t('catalogue.level')} value={draft.level ?? ''} onChange={(event) => setDraft({ ...draft, level: event.target.value || undefined })}>
            <option value="">{t('catalogue.allLevels')}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('catalogue.filter')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          {t('catalogue.clear')}
        </Button>
      </form>

      {tab === 'all' ? (
        <AllCourses filters={filters} page={page} setPage={setPage} signedIn={signedIn} onSignIn={onSignIn} time={time} />
      ) : (
        <MyUploads filters={filters} signedIn={signedIn} onSignIn={onSignIn} time={time} />
      )}
    </div>
  );
}

interface ListProps {
  filters: CourseFilters;
  signedIn: boolean;
  onSignIn: () => void;
  time: ReturnType<typeof useDateFormat>;
}

function AllCourses({ filters, page, setPage, signedIn, onSignIn, time }: ListProps & { page: number; setPage: (page: number) => void }) {
  const { t } = useTranslation(['courses', 'common']);
  const catalogue = useCatalogue(filters, page);
  if (catalogue.isPending) return <LoadingCard label={t('catalogue.loading')} />;
  if (catalogue.isError) {
    return <ErrorState message={t('catalogue.loadError')} onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />;
  }
  const { courses, totalPages, downloads_remaining_today: remaining } = catalogue.data;
  return (
    <>
      {signedIn && remaining !== null && (
        <p className={`courses__allowance ${remaining === 0 ? 'courses__allowance--limit' : ''}`} data-testid="download-allowance">
          {remaining === 0 ? t('catalogue.limitReached') : t('catalogue.remaining', { count: remaining })}
        </p>
      )}
      <CourseGrid courses={courses} signedIn={signedIn} onSignIn={onSignIn} time={time} limitReached={remaining === 0} />
      {totalPages > 1 && (
        <nav className="courses__pagination" aria-label={t('catalogue.pagination.label')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('catalogue.pagination.previous')}
          </Button>
          <span>{t('catalogue.pagination.page', { page, total: totalPages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('catalogue.pagination.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function MyUploads({ filters, signedIn, onSignIn, time }: ListProps) {
  const { t } = useTranslation('courses');
  const mine = useMyUploads(filters, signedIn);
  if (mine.isPending) return <LoadingCard label={t('catalogue.loading')} />;
  if (mine.isError) return <ErrorState message={t('catalogue.loadError')} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  if (mine.data.length === 0) {
    return (
      <EmptyState
        icon={<CoursesIcon />}
        title={t('catalogue.mineEmpty')}
        action={
          <Link to={paths.courseUpload} className={buttonClassName({ size: 'sm' })}>
            {t('catalogue.upload')}
          </Link>
        }
      />
    );
  }
  return <CourseGrid courses={mine.data} signedIn={signedIn} onSignIn={onSignIn} time={time} showApproval />;
}

function CourseGrid({
  courses,
  showApproval = false,
  limitReached = false,
  ...rest
}: Omit<ListProps, 'filters'> & { courses: Course[]; showApproval?: boolean; limitReached?: boolean }) {
  const { t } = useTranslation('courses');
  if (courses.length === 0) {
    return <EmptyState icon={<CoursesIcon />} title={t('catalogue.empty')} description={t('catalogue.emptyDescription')} />;
  }
  return (
    <div className="course-grid">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} showApproval={showApproval} limitReached={limitReached} {...rest} />
      ))}
    </div>
  );
}
