import { useTranslation } from 'react-i18next';
import { BelowTheFold, PageHeader, QueryState } from '../../../components/ui';
import { useDashboard } from '../api/dashboardApi';
import { QuickAccess } from './QuickAccess';
import { RecentBadges } from './RecentBadges';
import { RecentCourses } from './RecentCourses';
import { RecentPosts } from './RecentPosts';
import { FirstLessonCard } from './FirstLessonCard';
import { CorrectionsCard } from './CorrectionsCard';
import { ReviewCard } from './ReviewCard';
import { BadgesCard, CurrentRankCard, RankProgressCard, XpCard } from './StatCards';
import { WelcomeCard } from './WelcomeCard';
import '../dashboard.css';

export interface DashboardScreenProps {
  /** The member's picture for the welcome card (the dashboard answer carries only the name). */
  picture?: string | null;
}

/**
 * /dashboard: welcome, the first lesson until one is finished, XP and rank progress, total XP with the daily goal, the review
 * deck's cards for today, texts waiting for a correction, badges, the latest
 * community posts and courses, and quick access to the other screens.
 */
export function DashboardScreen({ picture }: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();

  return (
    <div className="page container dashboard">
      <PageHeader title={t('title')} />
      <QueryState query={dashboard} loading={t('loading')} message={t('loadError')} connectionMessage={t('connectionError')} card>
        {({ user, recentPosts, recentCourses, firstLesson, corrections }) => (
          <div className="dashboard__body">
            <WelcomeCard user={user} picture={picture} />
            {firstLesson && <FirstLessonCard firstLesson={firstLesson} />}
            <section className="dashboard__stats" aria-label={t('progress.title')}>
              <RankProgressCard user={user} />
              <CurrentRankCard user={user} />
              <XpCard user={user} />
              <BadgesCard user={user} />
            </section>
            <ReviewCard />
            <CorrectionsCard corrections={corrections} />
            <BelowTheFold>
              <div className="dashboard__columns">
                <div className="dashboard__main">
                  <RecentPosts posts={recentPosts} />
                  <RecentCourses courses={recentCourses} />
                </div>
                <div className="dashboard__side">
                  <RecentBadges badges={user.recentBadges} total={user.totalBadges} />
                  <QuickAccess user={user} />
                </div>
              </div>
            </BelowTheFold>
          </div>
        )}
      </QueryState>
    </div>
  );
}
