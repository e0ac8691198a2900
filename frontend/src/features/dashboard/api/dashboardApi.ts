import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { dashboardQuery, type DashboardData } from '../../../lib/gamification/queries';

export type { DashboardData, DashboardUser } from '../../../lib/gamification/queries';
export type DashboardBadge = DashboardData['user']['recentBadges'][number];

/** One of the latest published community posts. */
export type DashboardPost = DashboardData['recentPosts'][number];
export type DashboardCourse = DashboardData['recentCourses'][number];
/** "Start your first lesson", while the member has finished none. */
export type DashboardFirstLesson = NonNullable<DashboardData['firstLesson']>;
/** Texts waiting for a correction: in the languages the member corrects, and their own. */
export type DashboardCorrections = DashboardData['corrections'];

/** `GET /api/dashboard` in the reader's language (the same cache entry /patentes reads). */
export function useDashboard() {
  const { language } = useLanguage();
  return useQuery(dashboardQuery(language));
}
