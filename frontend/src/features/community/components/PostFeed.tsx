import { useTranslation } from 'react-i18next';
import { Card, EmptyState, LoadMore, QueryState } from '../../../components/ui';
import { CommunityIcon } from '../../../components/ui/icons';
import { firstOfEach } from '../../../lib/firstOfEach';
import { useNow } from '../../../lib/useNow';
import { useCommunityFeed } from '../api/communityApi';
import { PostCard } from './PostCard';

/** The posts, pinned first then newest, a page at a time ("Carregar mais"). */
export function PostFeed() {
  const { t } = useTranslation('community');
  const feed = useCommunityFeed();
  return (
    <QueryState query={feed} loading={t('feed.loading')} message={t('feed.loadError')} card keepStaleData>
      {(data) => <FeedPosts pages={data.pages} feed={feed} />}
    </QueryState>
  );
}

type Feed = ReturnType<typeof useCommunityFeed>;

function FeedPosts({ pages, feed }: { pages: NonNullable<Feed['data']>['pages']; feed: Feed }) {
  const { t } = useTranslation('community');
  const now = useNow();
  // A post can move between pages while reading (a new pin); show it once.
  const unique = firstOfEach(
    pages.flatMap((page) => page.posts),
    (post) => post.id,
  );

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
      <LoadMore
        query={feed}
        label={t('feed.loadMore')}
        errorText={t('feed.loadMoreError')}
        className="feed__more"
        end={unique.length > 5 && <p className="feed__end">{t('feed.end')}</p>}
      />
    </div>
  );
}
