import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import { preloadedData } from '../../../lib/api/preload';
import type { components } from '../../../lib/api/schema';
import { useLiveEvents } from '../../../lib/liveEvents';
import { sharedKeys } from '../../../lib/queryKeys';

export type Notification = components['schemas']['NotificationDto'];
export type NotificationPage = components['schemas']['NotificationPageDto'];
type UnreadCount = components['schemas']['UnreadCountDto'];

/** While the tab's event stream is down, the bell's count is asked again this often (and on window focus). */
export const UNREAD_POLL_MS = 30_000;
/** How many of the latest notifications the bell's dropdown lists. */
export const DROPDOWN_SIZE = 8;
/** Notifications per page of /notificacoes ("Carregar mais" asks for the next one). */
export const PAGE_SIZE = 20;

export const notificationKeys = {
  all: sharedKeys.notifications,
  unreadCount: sharedKeys.unreadCount,
  latest: [...sharedKeys.notifications, 'latest'] as const,
  feed: [...sharedKeys.notifications, 'feed'] as const,
};

type Feed = InfiniteData<NotificationPage, string | undefined>;

/**
 * The unread count for the bell. The tab's event stream keeps it current (ADR 0060); only while
 * the stream is down is it polled every 30 s and on window focus.
 */
export function useUnreadCount() {
  const { live } = useLiveEvents();
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async () => unwrap(await api.GET('/api/notifications/unread-count')).count,
    ...preloadedData('/api/notifications/unread-count', undefined, (body: UnreadCount) => body.count),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: live ? false : 'always',
    // The count the page's HTML brought (ADR 0114, `dataUpdateCount` still 0) is as fresh as a poll.
    staleTime: (query) => (live ? Infinity : query.state.dataUpdateCount === 0 ? UNREAD_POLL_MS : 0),
  });
}

/** The latest few, in the reader's language; read afresh each time the dropdown opens. */
export function useLatestNotifications(enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...notificationKeys.latest, language],
    queryFn: async () =>
      unwrap(await api.GET('/api/notifications', { params: { query: { limit: DROPDOWN_SIZE, lang: language } } })),
    enabled,
    staleTime: 0,
  });
}

/** All of them, newest first, a page at a time. */
export function useNotificationFeed() {
  const { language } = useLanguage();
  return useInfiniteQuery({
    queryKey: [...notificationKeys.feed, language],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/notifications', {
          params: { query: { limit: PAGE_SIZE, lang: language, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Applies a change to every cached notification (the dropdown's and the page's lists). */
function updateCached(queryClient: QueryClient, update: (notification: Notification) => Notification) {
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.latest }, (page) =>
    page ? { ...page, notifications: page.notifications.map(update) } : page,
  );
  queryClient.setQueriesData<Feed>({ queryKey: notificationKeys.feed }, (feed) =>
    feed
      ? { ...feed, pages: feed.pages.map((page) => ({ ...page, notifications: page.notifications.map(update) })) }
      : feed,
  );
}

/** Marks one as read: shown at once (highlight off, count down), undone if the call fails. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: Notification) =>
      unwrap(await api.POST('/api/notifications/{id}/read', { params: { path: { id: notification.id } } })),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount });
      updateCached(queryClient, (n) => (n.id === notification.id ? { ...n, is_read: true } : n));
      if (!notification.is_read) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) =>
          count === undefined ? count : Math.max(0, count - 1),
        );
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}

/** Marks all as read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/notifications/mark-all-read')),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount });
      updateCached(queryClient, (n) => (n.is_read ? n : { ...n, is_read: true }));
      queryClient.setQueryData<number>(notificationKeys.unreadCount, 0);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}
