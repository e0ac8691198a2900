import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { UploadIcon } from './icons';
import type { DashboardCourse } from '../api/dashboardApi';
import { RecentLink, Widget } from './Widget';

/**
 * The latest courses sent by the community, each leading to its page; the empty state offers
 * sending one or browsing the catalogue.
 */
export function RecentCourses({ courses }: { courses: DashboardCourse[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Widget
      name="recentCourses"
      viewAll={paths.courses}
      empty={
        courses.length === 0 && {
          icon: <CoursesIcon />,
          action: (
            <div className="dashboard-widget__actions">
              <Link to={paths.courseUpload} className={buttonClassName({ size: 'sm' })}>
                <UploadIcon />
                {t('recentCourses.upload')}
              </Link>
              <Link to={paths.courses} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                {t('recentCourses.browse')}
              </Link>
            </div>
          ),
        }
      }
    >
      <ul className="recent-posts">
        {courses.map((course) => (
          <RecentLink
            key={course.id}
            to={paths.course(course.id)}
            title={course.title}
            by={t('recentPosts.by', { name: course.uploaded_by_name })}
            at={course.created_at}
          />
        ))}
      </ul>
    </Widget>
  );
}
