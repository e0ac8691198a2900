import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import { preloadedData } from '../../../lib/api/preload';
import type { components } from '../../../lib/api/schema';
import { useLike, type LikeState } from '../../../lib/likes';
import { useXpFeedback } from '../../../lib/liveEvents';

export type CommunityPost = components['schemas']['CommunityPostDto'];
export type CommunityComment = components['schemas']['CommunityCommentDto'];
export type PostPage = components['schemas']['PostPageDto'];
export type NewPost = components['schemas']['CreatePostDto'];
export type PostLanguage = NewPost['languages'][number];
export type LikeResult = components['schemas']['LikeResultDto'];

/** Posts per feed page ("Carregar mais" asks for the next one). */
export const FEED_PAGE_SIZE = 20;

export const communityKeys = {
  all: ['community'] as const,
  feed: ['community', 'feed'] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
  post: (postId: string) => ['community', 'post', postId] as const,
};

type Feed = InfiniteData<PostPage, string | undefined>;

/** The feed, pinned posts first then newest; the first page starts with the reader's own waiting posts. */
export function useCommunityFeed() {
  return useInfiniteQuery({
    queryKey: communityKeys.feed,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/community/posts', {
          params: { query: { limit: FEED_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The first page, as the page's HTML may bring it (ADR 0114).
    ...preloadedData('/api/community/posts', { query: { limit: FEED_PAGE_SIZE } }, (page: PostPage): Feed => ({
      pages: [page],
      pageParams: [undefined],
    })),
  });
}

/** Sends a post to the review queue; the feed is re-read so it shows up "Aguardando aprovação". */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: NewPost) => unwrap(await api.POST('/api/community/posts', { body: post })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.feed }),
  });
}

/**
 * One post, for its own page (/comunidade/post/{id}); a missing, hidden or blocked one answers 404.
 * The page's HTML may bring it (ADR 0114).
 */
export function usePost(postId: string) {
  return useQuery({
    queryKey: communityKeys.post(postId),
    queryFn: async () => unwrap(await api.GET('/api/community/posts/{id}', { params: { path: { id: postId } } })).post,
    ...preloadedData('/api/community/posts/{id}', { path: { id: postId } }, (body: { post: CommunityPost }) => body.post),
  });
}

/** A post's comments, oldest first; only asked for once the post's comments are opened (on its page, at once). */
export function usePostComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: async () =>
      unwrap(await api.GET('/api/community/posts/{id}/comments', { params: { path: { id: postId } } })).comments,
    enabled,
    ...preloadedData('/api/community/posts/{id}/comments', { path: { id: postId } }, (body: { comments: CommunityComment[] }) => body.comments),
  });
}

/** The post wherever the SPA holds it: the feed's pages and its own page. */
function updatePostInFeed(queryClient: QueryClient, postId: string, update: (post: CommunityPost) => CommunityPost) {
  queryClient.setQueryData<CommunityPost>(communityKeys.post(postId), (post) => (post ? update(post) : post));
  queryClient.setQueryData<Feed>(communityKeys.feed, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
          })),
        }
      : feed,
  );
}

function updateComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  update: (comment: CommunityComment) => CommunityComment,
) {
  queryClient.setQueryData<CommunityComment[]>(communityKeys.comments(postId), (comments) =>
    comments?.map((comment) => (comment.id === commentId ? update(comment) : comment)),
  );
}

/**
 * Adds a comment at the end of the post's list and counts it on the post's card, then shows the
 * XP it earned (+10) and refreshes the dashboard, ranking and notifications.
 */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const xpFeedback = useXpFeedback();
  return useMutation({
    mutationFn: async (content: string) =>
      unwrap(
        await api.POST('/api/community/posts/{id}/comments', { params: { path: { id: postId } }, body: { content } }),
      ).comment,
    onSuccess: (comment) => {
      queryClient.setQueryData<CommunityComment[]>(communityKeys.comments(postId), (comments) =>
        comments ? [...comments.filter((c) => c.id !== comment.id), comment] : [comment],
      );
      updatePostInFeed(queryClient, postId, (post) => ({ ...post, comments_count: post.comments_count + 1 }));
      void xpFeedback({ actionType: 'comment_post', referenceType: 'comment', referenceId: comment.id });
    },
  });
}

/**
 * Likes or unlikes a post through the SPA's one like mutation (`lib/likes.ts`): shown at once,
 * rolled back if the call fails; when the post became liked, the XP toast the server announces
 * (+2; none on one's own post or past the daily cap).
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useLike<CommunityPost>({
    key: (post) => `post:${post.id}`,
    state: (post) => ({ liked: post.is_liked_by_user, likes: post.likes_count }),
    send: async (post, liked) => likeState(unwrap(await api.POST('/api/community/posts/{id}/like', { params: { path: { id: post.id } }, body: { liked } }))),
    show: (post, state) =>
      updatePostInFeed(queryClient, post.id, (p) => ({ ...p, is_liked_by_user: state.liked, likes_count: state.likes, likes: state.likes })),
    xp: (post) => ({ actionType: 'give_like', referenceType: 'post', referenceId: post.id }),
  });
}

/** The same for a post's comment (no XP). */
export function useLikeComment(postId: string) {
  const queryClient = useQueryClient();
  return useLike<CommunityComment>({
    key: (comment) => `comment:${comment.id}`,
    state: (comment) => ({ liked: comment.is_liked_by_user, likes: comment.likes }),
    send: async (comment, liked) =>
      likeState(unwrap(await api.POST('/api/community/comments/{id}/like', { params: { path: { id: comment.id } }, body: { liked } }))),
    show: (comment, state) => updateComment(queryClient, postId, comment.id, (c) => ({ ...c, is_liked_by_user: state.liked, likes: state.likes })),
  });
}

const likeState = (result: LikeResult): LikeState => ({ liked: result.is_liked, likes: result.likes });
