import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '../../../components/ui';
import { CommentIcon, CommunityIcon, HeartIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { formatRelativeTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import type { DashboardPost } from '../api/dashboardApi';

/** The latest published posts; each leads to /comunidade (posts have no page of their own). */
export function RecentPosts({ posts }: { posts: DashboardPost[] }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const now = useNow();
  return (
    <Card
      as="section"
      title={t('recentPosts.title')}
      className="dashboard-widget"
      actions={
        posts.length > 0 && (
          <Link to={paths.community} className="dashboard-widget__link">
            {t('recentPosts.viewAll')}
          </Link>
        )
      }
    >
      {posts.length === 0 ? (
        <EmptyState
          icon={<CommunityIcon />}
          headingLevel={3}
          title={t('recentPosts.empty')}
          description={t('recentPosts.emptyDescription')}
          className="dashboard-widget__empty"
          action={
            <Link to={paths.community} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('recentPosts.emptyAction')}
            </Link>
          }
        />
      ) : (
        <ul className="recent-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={paths.community} className="recent-post">
                <span className="recent-post__title member-text">{post.title}</span>
                <span className="recent-post__meta">
                  <span className="member-text">{t('recentPosts.by', { name: post.author_name })}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={post.created_at}>{formatRelativeTime(post.created_at, now, language)}</time>
                </span>
                <span className="recent-post__counts">
                  <span>
                    <HeartIcon size={16} />
                    {t('recentPosts.likes', { count: post.likes_count })}
                  </span>
                  <span>
                    <CommentIcon size={16} />
                    {t('recentPosts.comments', { count: post.comments_count })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
