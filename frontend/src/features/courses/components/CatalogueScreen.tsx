import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageOptions } from '../../../components/languages/LanguageOptions';
import { BelowTheFold, Button, EmptyState, ErrorState, LoadingCard, PageHeader, buttonClassName } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN, normalisedQuery, useDebounced } from '../../../components/search/useSearch';
import { queryLimits } from '../../../lib/api/limits';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useCatalogue, useMyUploads, type Course, type CourseFilters } from '../api/coursesApi';
import { CourseCard } from './CourseCard';
import { useViewer } from '../../../lib/viewer';
import '../../../components/ui/page-tabs.css';
import '../courses.css';

const limits = queryLimits.listCourses;
/** The cards whose covers are on screen as the page opens (a phone shows one, a wide screen two or more). */
const FIRST_ROW = 2;

/** One of the query's choices, or undefined for an empty choice (every language or level). */
function choiceOf<T extends string>(value: FormDataEntryValue | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

/**
 * The filters a submitted form asks for. The form is plain HTML, without the form stack (ADR 0073):
 * its fields cannot break the query's limits (the search box's `maxLength`, selects of the query's
 * choices), so there is no message to show, only the search to trim.
 */
function filtersOf(form: HTMLFormElement): CourseFilters {
  const data = new FormData(form);
  const search = String(data.get('search') ?? '').trim();
  return {
    search: search || undefined,
    language: choiceOf(data.get('language'), limits.language.enum),
    level: choiceOf(data.get('level'), limits.level.enum),
  };
}

export interface CatalogueScreenProps {
  onSignIn: () => void;
}

/** /cursos: tabs Todos os Cursos / Meus Envios, search and filters, course cards. */
export function CatalogueScreen({ onSignIn }: CatalogueScreenProps) {
  const signedIn = useViewer().id !== null;
  const { t } = useTranslation('courses');
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [filters, setFilters] = useState<CourseFilters>({});
  const [page, setPage] = useState(1);
  const time = useDateFormat(new Date(), 'short');

  const form = useRef<HTMLFormElement>(null);
  // The catalogue's one search box (ADR 0130): the list follows the words as they are typed, 250 ms
  // after the last key, with the language and level the form shows; Filtrar (or Enter) applies at once.
  const [typed, setTyped] = useState('');
  const words = useDebounced(normalisedQuery(typed), SEARCH_DEBOUNCE_MS);
  const current = useRef(filters);
  current.current = filters;
  useEffect(() => {
    if (!form.current || (words !== '' && [...words].length < SEARCH_MIN)) return;
    const next = { ...filtersOf(form.current), search: words || undefined };
    const now = current.current;
    if (next.search === now.search && next.language === now.language && next.level === now.level) return;
    setFilters(next);
    setPage(1);
  }, [words]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
    setPage(1);
  };
  // The reset button puts the fields back to their defaults (the browser's own reset); the list follows.
  const clear = () => {
    setTyped('');
    setFilters({});
    setPage(1);
  };

  return (
    <div className="page container courses">
      <PageHeader
        className="courses__header"
        title={t('catalogue.title')}
        subtitle={t('catalogue.subtitle')}
        actions={
          signedIn && (
            <Link to={paths.courseUpload} className={buttonClassName()}>
              {t('catalogue.upload')}
            </Link>
          )
        }
      />

      {signedIn && (
        <div className="page-tabs" role="tablist" aria-label={t('catalogue.tabs.label')}>
          {(['all', 'mine'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`page-tabs__tab ${tab === name ? 'page-tabs__tab--active' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(`catalogue.tabs.${name}`)}
            </button>
          ))}
        </div>
      )}

      <form ref={form} className="courses__filters" onSubmit={apply} onReset={clear} role="search" aria-label={t('catalogue.search')} noValidate>
        {tab === 'all' && (
          <label className="courses__field courses__field--search">
            <span className="visually-hidden">{t('catalogue.search')}</span>
            {/* Back from Meus Envios, the box shows the words typed (and the list they filter). */}
            <input
              type="search"
              placeholder={t('catalogue.searchPlaceholder')}
              name="search"
              maxLength={limits.search.maxLength}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </label>
        )}
        <label className="courses__field">
          <span className="visually-hidden">{t('catalogue.language')}</span>
          <select name="language" defaultValue="">
            <option value="">{t('catalogue.allLanguages')}</option>
            <LanguageOptions codes={limits.language.enum} />
          </select>
        </label>
        <label className="courses__field">
          <span className="visually-hidden">{t('catalogue.level')}</span>
          <select name="level" defaultValue="">
            <option value="">{t('catalogue.allLevels')}</option>
            {limits.level.enum.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('catalogue.filter')}
        </Button>
        <Button type="reset" size="sm" variant="ghost">
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
      {/* A new search keeps the last results on screen, dimmed, marked busy and unmarked, until its own arrive. */}
      <CourseGrid
        courses={courses}
        signedIn={signedIn}
        onSignIn={onSignIn}
        time={time}
        limitReached={remaining === 0}
        stale={catalogue.isPlaceholderData}
        highlight={catalogue.isPlaceholderData ? undefined : filters.search}
      />
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
  stale = false,
  highlight,
  ...rest
}: Omit<ListProps, 'filters'> & { courses: Course[]; showApproval?: boolean; limitReached?: boolean; stale?: boolean; highlight?: string }) {
  const { t } = useTranslation('courses');
  if (courses.length === 0) {
    return <EmptyState icon={<CoursesIcon />} title={t('catalogue.empty')} description={t('catalogue.emptyDescription')} />;
  }
  const card = (course: Course, index: number) => (
    <CourseCard
      key={course.id}
      course={course}
      showApproval={showApproval}
      limitReached={limitReached}
      coverFirst={index < FIRST_ROW}
      highlight={highlight}
      {...rest}
    />
  );
  return (
    <div className={cx('course-grid', stale && 'stale')} aria-busy={stale || undefined} data-testid="course-grid">
      {/* The first row is on screen as the page opens: its covers load at once. The other cards come
          right after the first paint, so their covers never compete with the first row's. */}
      {courses.slice(0, FIRST_ROW).map(card)}
      <BelowTheFold>{courses.slice(FIRST_ROW).map((course, index) => card(course, FIRST_ROW + index))}</BelowTheFold>
    </div>
  );
}
