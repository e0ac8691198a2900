import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { UploadIcon } from './icons';
import { useLanguage } from '../../../i18n';
import { formatRelativeTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import type { DashboardCourse } from '../api/dashboardApi';

/**
 * The latest courses sent by the community, each leading to its page; the empty state offers
 * sending one or browsing the catalogue.
 */
export function RecentCourses({ courses }: { courses: DashboardCourse[] }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const now = useNow();
  const count = courses.length;
  return (
    <Card
      as="section"
      title={t('recentCourses.title')}
      className="dashboard-widget"
      actions={
        <Link to={paths.courses} className="dashboard-widget__link">
          {t('recentCourses.viewAll')}
        </Link>
      }
    >
      {count === 0 && (
        <EmptyState
          icon={<CoursesIcon />}
          headingLevel={3}
          title={t('recentCourses.empty')}
          description={t('recentCourses.emptyDescription')}
          className="dashboard-widget__empty"
          action={
            <div className="dashboard-widget__actions">
              <Link to={paths.courseUpload} className={buttonClassName({ size: 'sm' })}>
                <UploadIcon />
                {t('recentCourses.upload')}
              </Link>
              <Link to={paths.courses} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                {t('recentCourses.browse')}
              </Link>
            </div>
          }
        />
      )}
      {count > 0 && (
        <ul className="recent-posts">
          {courses.map((course) => (
            <li key={course.id}>
              <Link to={paths.course(course.id)} className="recent-post">
                <span className="recent-post__title member-text">{course.title}</span>
                <span className="recent-post__meta">
                  <span className="member-text">{t('recentPosts.by', { name: course.uploaded_by_name })}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={course.created_at}>{formatRelativeTime(course.created_at, now, language)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
