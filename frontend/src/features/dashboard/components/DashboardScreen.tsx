import { useTranslation } from 'react-i18next';
import { Card, ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { isNetworkError } from '../../../lib/api/errors';
import { useDashboard } from '../api/dashboardApi';
import { QuickAccess } from './QuickAccess';
import { RecentBadges } from './RecentBadges';
import { RecentCourses } from './RecentCourses';
import { RecentPosts } from './RecentPosts';
import { BadgesCard, CurrentRankCard, RankProgressCard, XpCard } from './StatCards';
import { WelcomeCard } from './WelcomeCard';
import '../dashboard.css';

export interface DashboardScreenProps {
  /** The member's picture for the welcome card (the dashboard answer carries only the name). */
  picture?: string | null;
}

/**
 * /dashboard: welcome, XP and rank progress, total XP with the daily goal, badges, the latest
 * community posts and courses, and quick access to the other screens.
 */
export function DashboardScreen({ picture }: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();

  return (
    <div className="page container dashboard">
      <PageHeader title={t('title')} />
      {dashboard.isPending ? (
        <LoadingCard label={t('loading')} />
      ) : dashboard.isError ? (
        <Card>
          <ErrorState
            message={isNetworkError(dashboard.error) ? t('connectionError') : t('loadError')}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </Card>
      ) : (
        <div className="dashboard__body">
          <WelcomeCard user={dashboard.data.user} picture={picture} />
          <section className="dashboard__stats" aria-label={t('progress.title')}>
            <RankProgressCard user={dashboard.data.user} />
            <CurrentRankCard user={dashboard.data.user} />
            <XpCard user={dashboard.data.user} />
            <BadgesCard user={dashboard.data.user} />
          </section>
          <div className="dashboard__columns">
            <div className="dashboard__main">
              <RecentPosts posts={dashboard.data.recentPosts} />
              <RecentCourses courses={dashboard.data.recentCourses} />
            </div>
            <div className="dashboard__side">
              <RecentBadges badges={dashboard.data.user.recentBadges} total={dashboard.data.user.totalBadges} />
              <QuickAccess user={dashboard.data.user} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
