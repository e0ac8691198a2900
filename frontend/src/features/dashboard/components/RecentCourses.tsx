import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { UploadIcon } from './icons';

/**
 * The latest courses sent by the community. Courses do not exist yet, so the dashboard answer
 * always carries an empty list: the empty state offers sending one or browsing the catalogue.
 */
export function RecentCourses({ count }: { count: number }) {
  const { t } = useTranslation('dashboard');
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
    </Card>
  );
}
