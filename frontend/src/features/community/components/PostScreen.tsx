import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../components/ui';
import { CommunityIcon } from '../../../components/ui/icons';
import { statusOf } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useViewer } from '../../../lib/viewer';
import { usePost } from '../api/communityApi';
import { GuestPrompt } from './GuestPrompt';
import { PostCard } from './PostCard';
import '../community.css';

export interface PostScreenProps {
  postId: string;
  onSignIn: () => Promise<void>;
}

/**
 * /comunidade/post/{id}: one post with its comments open, the way back to the community, and its
 * states — loading, not found (a missing, hidden or blocked post answers alike), a failure with a
 * retry, and a visitor's prompt to sign in.
 */
export function PostScreen({ postId, onSignIn }: PostScreenProps) {
  const { t } = useTranslation('community');
  const signedIn = useViewer().id !== null;
  return (
    <div className="page container community post-page">
      <Link to={paths.community} className="post-page__back">
        {t('postPage.back')}
      </Link>
      {signedIn ? <PostContent postId={postId} /> : <GuestPrompt onSignIn={onSignIn} />}
    </div>
  );
}

function PostContent({ postId }: { postId: string }) {
  const { t } = useTranslation('community');
  const post = usePost(postId);
  const now = useNow();
  if (post.isPending) return <LoadingCard label={t('postPage.loading')} />;
  if (post.isError) {
    if (statusOf(post.error) === 404) {
      return (
        <EmptyState
          icon={<CommunityIcon />}
          headingLevel={1}
          title={t('postPage.notFound')}
          description={t('postPage.notFoundDescription')}
          action={
            <Link to={paths.community} className={buttonClassName({ size: 'sm' })}>
              {t('postPage.backToCommunity')}
            </Link>
          }
        />
      );
    }
    return <ErrorState message={t('postPage.loadError')} onRetry={() => void post.refetch()} retrying={post.isFetching} headingLevel={1} />;
  }
  return <PostCard key={post.data.id} post={post.data} now={now} standalone />;
}
