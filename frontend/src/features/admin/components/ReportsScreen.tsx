import type { ReactNode } from 'react';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, EmptyState } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import { paths } from '../../../lib/paths';
import { useLanguageName } from '../../../lib/languages';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useNow } from '../../../lib/useNow';
import { useAdminReports, type AdminReports } from '../api/reportsApi';
import { orphanLevel, orphanRatio, seriesSummary, studyTimeParts, type DayPoint } from '../model/reportFigures';
import { AdminList, RefreshableReport } from './AdminReport';
import '../admin.css';

// uPlot is loaded with the reports, not with every screen (ADR 0035).
const DailyChart = lazy(() => import('./DailyChart').then((module) => ({ default: module.DailyChart })));

/** Bar colours with at least 4.5:1 contrast on the white card (ADR 0035). */
const MEMBERS_COLOR = '#13795b';
const XP_COLOR = '#1f5fae';

/** Percentages with one decimal in the reader's language. */
function usePercent() {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(htmlLangOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [language]);
}

/** /admin/reports: every figure of the reports response, two charts, refreshable. */
export function ReportsScreen() {
  const { t } = useTranslation('admin');
  const reports = useAdminReports();
  const time = useDateFormat(useNow(), 'long');
  const data = reports.data;
  return (
    <RefreshableReport
      section="reports"
      query={reports}
      className="admin-reports"
      note={
        data && (
          <p className="admin-user__muted" data-testid="reports-timestamp">
            {t('reports.updatedAt', { date: time.absolute(data.timestamp) })}
          </p>
        )
      }
    >
      {(report) => <ReportsBody data={report} />}
    </RefreshableReport>
  );
}

function ReportsBody({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const o = data.overview;
  const noData = o.totalUsers === 0 && o.totalCourses === 0 && o.totalPosts === 0;

  const tiles = [
    ['totalUsers', o.totalUsers],
    ['totalCourses', o.totalCourses],
    ['totalPosts', o.totalPosts],
    ['totalLessons', o.totalLessons],
    ['totalEnrollments', o.totalEnrollments],
    ['totalRatings', o.totalRatings],
  ] as const;

  return (
    <div className="admin-reports__body" data-testid="reports">
      {noData && (
        <Card>
          <EmptyState title={t('reports.noData')} description={t('reports.noDataDescription')} />
        </Card>
      )}
      <section aria-labelledby="reports-overview">
        <h2 id="reports-overview" className="admin-reports__heading">{t('reports.overview.title')}</h2>
        <ul className="admin-stats admin-reports__tiles" data-testid="reports-overview">
          {tiles.map(([key, value]) => (
            <li key={key} className="card admin-stat" data-testid={`overview-${key}`}>
              <span className="admin-stat__value">{format(value)}</span>
              <span className="admin-stat__label">{t(`reports.overview.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <UsersSection data={data} />
      <ChartsSection data={data} />
      <CoursesSection data={data} />
      <CommunitySection data={data} />
      <CorrectionsSection data={data} />
      <LearningSection data={data} />
      <HealthSection data={data} />
    </div>
  );
}

/** Label/value pairs in a definition list, each value with a test id for the browser test. */
function Figures({ items, testId }: { items: readonly { key: string; label: string; value: ReactNode; extra?: ReactNode }[]; testId?: string }) {
  return (
    <dl className="admin-figures" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="admin-figures__item" data-testid={`figure-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>
            <span className="admin-figures__value">{item.value}</span>
            {item.extra}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Empty() {
  const { t } = useTranslation('admin');
  return <p className="admin-user__muted">{t('reports.empty')}</p>;
}

interface Column<Row> {
  label: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /** On phones the table stacks; a labelled cell repeats its column's name before the value. */
  labelled?: boolean;
}

/** A ranking or a top list as a table; "nothing yet" while it has no rows. */
function ReportTable<Row>({ testId, rows, rowKey, columns }: { testId: string; rows: readonly Row[]; rowKey: (row: Row) => string; columns: Column<Row>[] }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) return <Empty />;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-reports__table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} className={column.className}>
                  {column.labelled && <span className="admin-reports__cell-label">{t('reports.cellLabel', { label: column.label })}</span>}
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Recent events, newest first, each with its relative time; "nothing yet" while there are none. */
function ActivityList<Item>(props: {
  testId: string;
  items: readonly Item[];
  itemKey: (item: Item, index: number) => string;
  at: (item: Item) => string;
  text: (item: Item) => ReactNode;
}) {
  const time = useDateFormat(useNow(), 'long');
  return (
    <AdminList
      items={props.items}
      empty={<Empty />}
      testId={props.testId}
      itemKey={props.itemKey}
      line={props.text}
      detail={(item) => (
        <time dateTime={props.at(item)} title={time.absolute(props.at(item))}>
          {time.relative(props.at(item))}
        </time>
      )}
    />
  );
}

function UsersSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const u = data.userAnalytics;
  return (
    <Card as="section" title={t('reports.users.title')}>
      <Figures
        testId="reports-users"
        items={[
          { key: 'newUsersThisWeek', label: t('reports.users.newThisWeek'), value: format(u.newUsersThisWeek) },
          { key: 'newUsersThisMonth', label: t('reports.users.newThisMonth'), value: format(u.newUsersThisMonth) },
          { key: 'activeUsersToday', label: t('reports.users.activeToday'), value: format(u.activeUsersToday) },
          { key: 'activeUsersThisWeek', label: t('reports.users.activeThisWeek'), value: format(u.activeUsersThisWeek) },
        ]}
      />
      <h3 className="admin-details__heading">{t('reports.users.topByXp')}</h3>
      <ReportTable
        testId="top-users"
        rows={u.topUsersByXP}
        rowKey={(user) => user.id}
        columns={[
          { label: t('reports.users.rank'), className: 'admin-reports__rank', cell: (_, index) => t('reports.users.position', { position: index + 1 }) },
          { label: t('reports.users.name'), className: 'admin-user__name', cell: (user) => user.name || t('reports.noName') },
          { label: t('reports.users.level'), cell: (user) => t('reports.users.levelValue', { level: user.level }) },
          { label: t('reports.users.xp'), cell: (user) => t('reports.users.xpValue', { xp: format(user.xp_total) }) },
        ]}
      />
    </Card>
  );
}

function ChartsSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const members = useMemo<DayPoint[]>(() => data.series.newMembersPerDay.map((p) => ({ day: p.day, value: p.count })), [data.series.newMembersPerDay]);
  const xp = useMemo<DayPoint[]>(() => data.series.xpPerDay.map((p) => ({ day: p.day, value: p.xp })), [data.series.xpPerDay]);
  return (
    <Card as="section" title={t('reports.charts.title')}>
      <div className="admin-reports__charts">
        <DayChartFigure
          id="chart-new-members"
          title={t('reports.charts.newMembers')}
          seriesLabel={t('reports.charts.newMembersSeries')}
          summaryKey="reports.charts.summaryMembers"
          points={members}
          color={MEMBERS_COLOR}
        />
        <DayChartFigure
          id="chart-xp"
          title={t('reports.charts.xp')}
          seriesLabel={t('reports.charts.xpSeries')}
          summaryKey="reports.charts.summaryXp"
          points={xp}
          color={XP_COLOR}
        />
      </div>
    </Card>
  );
}

function DayChartFigure(props: {
  id: string;
  title: string;
  seriesLabel: string;
  summaryKey: 'reports.charts.summaryMembers' | 'reports.charts.summaryXp';
  points: DayPoint[];
  color: string;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const locale = htmlLangOf(language);
  const format = useFormatNumber();
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const readDay = (day: string) => {
    const date = new Date(`${day}T12:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
  };
  const { total, peak } = seriesSummary(props.points);
  const summary = peak
    ? t(props.summaryKey, { title: props.title, total: format(total), day: readDay(peak.day), peak: format(peak.value) })
    : t('reports.charts.summaryEmpty', { title: props.title });

  return (
    <figure className="admin-reports__chart" data-testid={props.id}>
      <figcaption className="admin-details__heading">{props.title}</figcaption>
      <Suspense fallback={<div className="admin-reports__chart-placeholder" aria-hidden="true" />}>
        <DailyChart points={props.points} seriesLabel={props.seriesLabel} dayLabel={t('reports.charts.day')} locale={locale} color={props.color} summary={summary} />
      </Suspense>
      {total === 0 && <p className="admin-user__muted">{t('reports.charts.noneYet')}</p>}
      <table className="visually-hidden" data-testid={`${props.id}-table`}>
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.charts.day')}</th>
            <th scope="col">{props.seriesLabel}</th>
          </tr>
        </thead>
        <tbody>
          {props.points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{readDay(p.day)}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function CoursesSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const percent = usePercent();
  const languageName = useLanguageName();
  const c = data.courseAnalytics;
  return (
    <Card as="section" title={t('reports.courses.title')}>
      <h3 className="admin-details__heading">{t('reports.courses.popular')}</h3>
      <ReportTable
        testId="popular-courses"
        rows={c.popularCourses}
        rowKey={(course) => course.id}
        columns={[
          { label: t('reports.courses.course'), className: 'admin-user__name', cell: (course) => course.title },
          { label: t('reports.courses.language'), cell: (course) => languageName(course.language) },
          { label: t('reports.courses.enrollments'), labelled: true, cell: (course) => format(course.enrollment_count) },
          {
            label: t('reports.courses.completionRate'),
            labelled: true,
            cell: (course) => t('reports.percent', { value: percent(course.completion_rate) }),
          },
          {
            label: t('reports.courses.rating'),
            labelled: true,
            cell: (course) =>
              course.average_rating === null
                ? t('reports.courses.noRating')
                : t('reports.courses.ratingValue', { value: percent(course.average_rating) }),
          },
        ]}
      />
      <h3 className="admin-details__heading admin-reports__subheading">{t('reports.courses.recentEnrollments')}</h3>
      <ActivityList
        testId="recent-enrollments"
        items={c.recentEnrollments}
        itemKey={(e) => `${e.course_id}-${e.user_id}-${e.enrolled_at}`}
        at={(e) => e.enrolled_at}
        text={(e) => t('reports.courses.enrolled', { user: e.user_name || t('reports.noName'), course: e.course_title })}
      />
    </Card>
  );
}

function CommunitySection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const c = data.communityAnalytics;
  return (
    <Card as="section" title={t('reports.community.title')}>
      <Figures
        testId="reports-community"
        items={[
          { key: 'postsThisWeek', label: t('reports.community.postsThisWeek'), value: format(c.postsThisWeek) },
          { key: 'postsThisMonth', label: t('reports.community.postsThisMonth'), value: format(c.postsThisMonth) },
          {
            key: 'pendingPosts',
            label: t('reports.community.pendingPosts'),
            value: format(c.pendingPosts),
            extra: (
              <Link className="admin-figures__link" to={paths.adminPosts}>
                {t('reports.community.moderate')}
              </Link>
            ),
          },
        ]}
      />
      <h3 className="admin-details__heading">{t('reports.community.topActive')}</h3>
      <ReportTable
        testId="top-active-users"
        rows={c.topActiveUsers}
        rowKey={(user) => user.user_id}
        columns={[
          { label: t('reports.community.member'), className: 'admin-user__name', cell: (user) => user.user_name || t('reports.noName') },
          { label: t('reports.community.posts'), labelled: true, cell: (user) => format(user.post_count) },
          { label: t('reports.community.likes'), labelled: true, cell: (user) => format(user.total_likes) },
        ]}
      />
    </Card>
  );
}

/** Minutes as "35 min" or "2 h 05 min". */
function useMinutes() {
  const { t } = useTranslation('admin');
  return (minutes: number) =>
    minutes < 60
      ? t('reports.corrections.minutes', { minutes })
      : t('reports.corrections.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

function CorrectionsSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const percent = usePercent();
  const minutes = useMinutes();
  const c = data.correctionsAnalytics;
  const median = (value: number | null) => (value === null ? t('reports.corrections.noMedian') : minutes(value));
  return (
    <Card as="section" title={t('reports.corrections.title')}>
      <p className="admin-user__muted">{t('reports.corrections.period')}</p>
      <Figures
        testId="reports-corrections"
        items={[
          { key: 'writingsInPeriod', label: t('reports.corrections.writings'), value: format(c.writingsInPeriod) },
          {
            key: 'correctedWithin24hRate',
            label: t('reports.corrections.correctedWithin24h'),
            value: t('reports.percent', { value: percent(c.correctedWithin24hRate) }),
            extra: <span className="admin-user__muted"> {t('reports.corrections.correctedWithin24hHint')}</span>,
          },
          { key: 'medianPt', label: t('reports.corrections.medianPt'), value: median(c.medianMinutesToFirstCorrection.pt) },
          { key: 'medianEn', label: t('reports.corrections.medianEn'), value: median(c.medianMinutesToFirstCorrection.en) },
          {
            key: 'helpfulRate',
            label: t('reports.corrections.helpfulShare'),
            value: t('reports.percent', { value: percent(c.helpfulRate) }),
            extra: <span className="admin-user__muted"> {t('reports.corrections.helpfulOf', { count: c.correctionsInPeriod })}</span>,
          },
        ]}
      />
      <h3 className="admin-details__heading">{t('reports.corrections.topCorrectors')}</h3>
      <ReportTable
        testId="top-correctors"
        rows={c.topCorrectorsThisWeek}
        rowKey={(user) => user.user_id}
        columns={[
          { label: t('reports.corrections.member'), className: 'admin-user__name', cell: (user) => user.user_name || t('reports.noName') },
          { label: t('reports.corrections.given'), labelled: true, cell: (user) => format(user.corrections) },
          { label: t('reports.corrections.helpful'), labelled: true, cell: (user) => format(user.helpful) },
        ]}
      />
    </Card>
  );
}

function LearningSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const percent = usePercent();
  const l = data.learningAnalytics;
  const study = studyTimeParts(l.totalStudyTime);
  return (
    <Card as="section" title={t('reports.learning.title')}>
      <Figures
        testId="reports-learning"
        items={[
          { key: 'totalLessonsCompleted', label: t('reports.learning.lessonsCompleted'), value: format(l.totalLessonsCompleted) },
          {
            key: 'averageLessonCompletionRate',
            label: t('reports.learning.averageCompletion'),
            value: t('reports.percent', { value: percent(l.averageLessonCompletionRate) }),
          },
          {
            key: 'totalStudyTime',
            label: t('reports.learning.studyTime'),
            value: t('reports.learning.studyTimeValue', { hours: format(study.hours), minutes: study.minutes }),
          },
        ]}
      />
      <h3 className="admin-details__heading">{t('reports.learning.recentCompletions')}</h3>
      <ActivityList
        testId="recent-completions"
        items={l.recentCompletions}
        itemKey={(c, index) => `${c.completed_at}-${index}`}
        at={(c) => c.completed_at}
        text={(c) => t('reports.learning.completed', { user: c.user_name || t('reports.noName'), lesson: c.lesson_title, course: c.course_title })}
      />
    </Card>
  );
}

function OrphanFigure({ orphaned, total }: { orphaned: number; total: number }) {
  const { t } = useTranslation('admin');
  const percent = usePercent();
  const ratio = orphanRatio(orphaned, total);
  const level = orphanLevel(ratio);
  return (
    <span className={`admin-ratio admin-ratio--${level}`} data-level={level}>
      {t('reports.health.ratioLevel', {
        ratio: ratio === null ? t('reports.health.noRatio') : t('reports.health.ratio', { value: percent(ratio) }),
        level: t(`reports.health.levels.${level}`),
      })}
    </span>
  );
}

function HealthSection({ data }: { data: AdminReports }) {
  const { t } = useTranslation('admin');
  const format = useFormatNumber();
  const percent = usePercent();
  const h = data.systemHealth;
  return (
    <Card as="section" title={t('reports.health.title')}>
      <Figures
        testId="reports-health"
        items={[
          { key: 'totalDbRows', label: t('reports.health.totalRows'), value: t('reports.health.totalRowsValue', { value: format(h.totalDbRows) }) },
          {
            key: 'orphanedPosts',
            label: t('reports.health.orphanedPosts'),
            value: format(h.orphanedData.orphanedPosts),
            extra: <OrphanFigure orphaned={h.orphanedData.orphanedPosts} total={data.overview.totalPosts} />,
          },
          {
            key: 'orphanedEnrollments',
            label: t('reports.health.orphanedEnrollments'),
            value: format(h.orphanedData.orphanedEnrollments),
            extra: <OrphanFigure orphaned={h.orphanedData.orphanedEnrollments} total={data.overview.totalEnrollments} />,
          },
          {
            key: 'integrityPercent',
            label: t('reports.health.integrity'),
            value: t('reports.percent', { value: percent(h.dataIntegrity.integrityPercent) }),
            extra: (
              <span className="admin-user__muted">
                {t('reports.health.integrityDetail', {
                  count: h.dataIntegrity.totalUsers,
                  withProfile: format(h.dataIntegrity.usersWithProfile),
                  total: format(h.dataIntegrity.totalUsers),
                })}
              </span>
            ),
          },
        ]}
      />
      <p className="admin-user__muted">{t('reports.health.ratioNote')}</p>
    </Card>
  );
}
