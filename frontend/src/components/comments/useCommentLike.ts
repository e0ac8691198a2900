import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLike } from '../../lib/likes';
import type { ThreadComment } from './CommentThread';

/** The server's answer to a comment's like: the state it now holds. */
export interface CommentLikeAnswer {
  is_liked: boolean;
  likes: number;
}

type CachedComment = Pick<ThreadComment, 'id' | 'is_liked_by_user' | 'likes'>;

/**
 * The like of a comment whose thread is cached as one list under `listKey` (a course's, a
 * lesson's), through the SPA's one like mutation (`lib/likes.ts`); a comment's like earns no XP.
 * `kind` keeps its clicks apart from other items' (`course-comment`); `send` posts the wanted state.
 */
export function useCommentLike(kind: string, listKey: QueryKey, send: (commentId: string, liked: boolean) => Promise<CommentLikeAnswer>) {
  const queryClient = useQueryClient();
  return useLike<ThreadComment>({
    key: (comment) => `${kind}:${comment.id}`,
    state: (comment) => ({ liked: comment.is_liked_by_user, likes: comment.likes }),
    send: async (comment, liked) => {
      const answer = await send(comment.id, liked);
      return { liked: answer.is_liked, likes: answer.likes };
    },
    show: (comment, state) =>
      queryClient.setQueryData<CachedComment[]>(listKey, (comments) =>
        comments?.map((c) => (c.id === comment.id ? { ...c, is_liked_by_user: state.liked, likes: state.likes } : c)),
      ),
  });
}
