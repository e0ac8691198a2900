import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { CommentIcon, CommunityIcon, HeartIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import type { DashboardPost } from '../api/dashboardApi';
import { RecentLink, Widget } from './Widget';

/** The latest published posts; each leads to its own page, /comunidade/post/{id}. */
export function RecentPosts({ posts }: { posts: DashboardPost[] }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Widget
      name="recentPosts"
      viewAll={posts.length > 0 && paths.community}
      empty={
        posts.length === 0 && {
          icon: <CommunityIcon />,
          action: (
            <Link to={paths.community} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('recentPosts.emptyAction')}
            </Link>
          ),
        }
      }
    >
      <ul className="recent-posts">
        {posts.map((post) => (
          <RecentLink key={post.id} to={paths.communityPost(post.id)} title={post.title} by={t('recentPosts.by', { name: post.author_name })} at={post.created_at}>
            <span className="recent-post__counts">
              <span>
                <HeartIcon size={16} />
                {t('common:likes', { count: post.likes_count })}
              </span>
              <span>
                <CommentIcon size={16} />
                {t('common:commentCount', { count: post.comments_count })}
              </span>
            </span>
          </RecentLink>
        ))}
      </ul>
    </Widget>
  );
}
