import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useXpFeedback, type XpAction } from './liveEvents';
import { sharedKeys } from './queryKeys';

/**
 * The one like mutation of the SPA (ADR 0045): a post, a course, and the comments on posts,
 * courses and lessons all like through `useLike`, so each shows the change at once, rolls it back
 * when the call fails, ignores late answers to older clicks and, for what earns XP, shows the
 * XP toast the server announces. A feature gives only what differs: how to send the like, where
 * its cached lists keep the item, and the XP action the like earns, if any.
 */

/** A likeable item's like as shown: whether the reader likes it, and how many members do. */
export interface LikeState {
  liked: boolean;
  likes: number;
}

export interface LikeOptions<T> {
  /** Unique across kinds (`post:<id>`): the newest click on it wins. */
  key: (item: T) => string;
  /** The item's like as the reader sees it now. */
  state: (item: T) => LikeState;
  /** Sends the wanted state (`{liked}`, never a bare toggle: ADR 0012); answers the state the server now holds. */
  send: (item: T, liked: boolean) => Promise<LikeState>;
  /** Writes a like state into every cached list that shows the item. */
  show: (item: T, state: LikeState) => void;
  /**
   * The XP a like of this kind may earn (`give_like` on a post, `like_course` on a course); none
   * for comments. When the item became liked, `useXpFeedback` asks the server what it awarded
   * (nothing on one's own item, a like given again or past the day's cap) and shows the toast.
   */
  xp?: (item: T) => XpAction;
}

export interface LikeVariables<T> {
  item: T;
  /** The state wanted: liked or not. */
  liked: boolean;
}

interface LikeContext extends LikeState {
  request: number;
}

// The latest like request per item: answers to older clicks arriving late must not undo a
// newer click's optimistic state.
let likeRequestCounter = 0;
const latestLikeRequest = new Map<string, number>();

/** The like mutation of one kind of item: `mutate({ item, liked })`, with a per-call `onError` for the caller's message. */
export function useLike<T>({ key, state, send, show, xp }: LikeOptions<T>) {
  const queryClient = useQueryClient();
  const xpFeedback = useXpFeedback();
  const isLatest = (item: T, context: LikeContext | undefined): context is LikeContext =>
    context !== undefined && latestLikeRequest.get(key(item)) === context.request;

  return useMutation<LikeState, Error, LikeVariables<T>, LikeContext>({
    mutationFn: ({ item, liked }) => send(item, liked),
    onMutate: ({ item, liked }) => {
      const before = state(item);
      const request = ++likeRequestCounter;
      latestLikeRequest.set(key(item), request);
      if (before.liked !== liked) show(item, { liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
      return { request, ...before };
    },
    onError: (_error, { item }, context) => {
      if (isLatest(item, context)) show(item, { liked: context.liked, likes: context.likes });
    },
    onSuccess: (result, { item }, context) => {
      if (!isLatest(item, context)) return;
      show(item, result);
      if (!xp) return;
      if (result.liked && !context.liked) {
        // The toast, then the dashboard, ranking, /patentes and the inbox refresh.
        void xpFeedback(xp(item));
      } else if (!result.liked && context.liked) {
        // An unlike may take back XP: the numbers that show it are read again.
        void queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard });
        void queryClient.invalidateQueries({ queryKey: sharedKeys.gamification });
        void queryClient.invalidateQueries({ queryKey: sharedKeys.ranking });
      }
    },
  });
}
