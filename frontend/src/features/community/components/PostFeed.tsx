import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingCard } from '../../../components/ui';
import { CommunityIcon } from '../../../components/ui/icons';
import { useNow } from '../../../lib/useNow';
import { useCommunityFeed } from '../api/communityApi';
import { PostCard } from './PostCard';

/** The posts, pinned first then newest, a page at a time ("Carregar mais"). */
export function PostFeed() {
  const { t } = useTranslation(['community', 'common']);
  const feed = useCommunityFeed();
  const now = useNow();

  if (feed.isPending) {
    return <LoadingCard label={t('feed.loading')} />;
  }

  if (feed.isError && !feed.data) {
    return (
      <Card>
        <ErrorState
          message={t('feed.loadError')}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      </Card>
    );
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  // A post can move between pages while reading (a new pin); show it once.
  const seen = new Set<string>();
  const unique = posts.filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)));

  if (unique.length === 0) {
    return (
      <Card>
        <EmptyState icon={<CommunityIcon />} title={t('feed.empty')} description={t('feed.emptyDescription')} />
      </Card>
    );
  }

  return (
    <div className="feed">
      <ul className="stack-list feed__list" aria-label={t('feed.label')}>
        {unique.map((post) => (
          <li key={post.id}>
            <PostCard post={post} now={now} />
          </li>
        ))}
      </ul>
      {feed.isFetchNextPageError && <Alert variant="error">{t('feed.loadMoreError')}</Alert>}
      {feed.hasNextPage ? (
        <div className="feed__more">
          <Button variant="secondary" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            {feed.isFetchNextPageError ? t('common:retry') : t('feed.loadMore')}
          </Button>
        </div>
      ) : (
        unique.length > 5 && <p className="feed__end">{t('feed.end')}</p>
      )}
    </div>
  );
}
