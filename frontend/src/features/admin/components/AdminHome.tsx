import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useAdminStats } from '../api/membersApi';
import { AdminNav } from './AdminNav';
import '../admin.css';

/** /admin: the stat cards (the open reports beside the posts), each a way into its area, and links to every admin page. */
export function AdminHome() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  const format = useFormatNumber();

  const cards = stats.data
    ? [
        { key: 'totalUsers', value: stats.data.totalUsers, to: paths.adminUsers },
        { key: 'totalCourses', value: stats.data.totalCourses, to: paths.adminCourses },
        { key: 'totalPosts', value: stats.data.totalPosts, to: paths.adminPosts },
        { key: 'openFlags', value: stats.data.openFlags, to: paths.adminFlags },
        { key: 'activeUsers', value: stats.data.activeUsers, to: paths.adminReports },
      ] as const
    : [];

  return (
    <div className="page container admin-page">
      <AdminNav />
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      {stats.isPending ? (
        <LoadingCard label={t('home.loading')} />
      ) : stats.isError ? (
        <ErrorState message={t('home.loadError')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <ul className="admin-stats" data-testid="admin-stats">
          {cards.map((card) => (
            <li key={card.key}>
              <Link to={card.to} className="card admin-stat">
                <span className="admin-stat__value">{format(card.value)}</span>
                <span className="admin-stat__label">{t(`home.cards.${card.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="admin-links">
        {(['users', 'courses', 'posts', 'flags', 'prompts', 'reports', 'audit', 'debug'] as const).map((key) => (
          <li key={key}>
            <Link
              className="admin-links__link"
              to={{ users: paths.adminUsers, courses: paths.adminCourses, posts: paths.adminPosts, flags: paths.adminFlags, prompts: paths.adminWritingPrompts, reports: paths.adminReports, audit: paths.adminAudit, debug: paths.adminDebug }[key]}
            >
              {t(`home.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
