import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../../i18n';
import { afterFirstPage } from '../../lib/idle';
import { LiveContext } from '../../lib/liveEvents';
import { sharedKeys } from '../../lib/queryKeys';
import { BADGE_STAGGER_MS, LEVEL_UP_DELAY_MS, useCelebrations } from './celebrations';

/** After the stream closed for good (an error status, an instance shutting down), try again this late. */
export const RECONNECT_MS = 5_000;
/** The stream opens when the browser is idle after the first page, at the latest this long after it. */
const START_TIMEOUT_MS = 2_000;
/**
 * XP awards come in bursts (a lesson, its quiz and a badge; the history a first start delivers):
 * the dashboard, the ranking and /patentes are read again this long after the first award of a
 * burst, once for all the awards until then, not once per award. The toasts show each at once.
 */
const PROGRESS_REFRESH_DELAY_MS = 300;

type Handler = (data: any, lastEventId: string) => void;

/**
 * One `EventSource` per tab on `GET /api/events` (ADR 0060), opened while a member is signed
 * in. It feeds the query cache (the bell's count, the notification lists, the dashboard, the
 * ranking and /patentes) and shows the XP, level-up and badge toasts. While it is down the
 * screens poll as before; it reconnects by itself (the browser's retry, or after
 * RECONNECT_MS with the last event id when the server closed it).
 */
export function LiveEventsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const celebrations = useCelebrations();
  const [live, setLive] = useState(false);
  const celebrationsRef = useRef(celebrations);
  celebrationsRef.current = celebrations;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastEventId: string | undefined;
    // When the last XP toast was shown, and the badges of the same burst (staggered 1 s each).
    let lastXpAt = 0;
    let badgeBurst = { at: 0, count: 0 };

    const invalidateLists = () =>
      queryClient.invalidateQueries({
        queryKey: sharedKeys.notifications,
        predicate: (query) => query.queryKey[1] !== sharedKeys.unreadCount[1],
      });
    let progressRefresh: ReturnType<typeof setTimeout> | undefined;
    const invalidateProgress = () => {
      // One read is already due, and it starts after this award arrived: it includes it.
      if (progressRefresh !== undefined) return;
      progressRefresh = setTimeout(() => {
        progressRefresh = undefined;
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.ranking }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.gamification }),
        ]);
      }, PROGRESS_REFRESH_DELAY_MS);
    };

    const handlers: Record<string, Handler> = {
      ready: () => {
        setLive(true);
        // Whatever changed while the tab was not listening: read the lists again.
        void invalidateLists();
      },
      unread: (data: { count: number }) => {
        queryClient.setQueryData<number>(sharedKeys.unreadCount, data.count);
      },
      notification: () => {
        void invalidateLists();
      },
      xp: (data: { amount: number; source: string }) => {
        if (data.amount > 0) {
          lastXpAt = Date.now();
          celebrationsRef.current.xp(data.amount, data.source);
        }
        invalidateProgress();
      },
      rank: (data: { level: number; name: string }) => {
        const sinceXp = Date.now() - lastXpAt;
        celebrationsRef.current.levelUp(data.level, data.name, Math.max(0, LEVEL_UP_DELAY_MS - sinceXp));
      },
      badge: (data: { name: string; icon: string }) => {
        const now = Date.now();
        if (now - badgeBurst.at > BADGE_STAGGER_MS * 2) badgeBurst = { at: now, count: 0 };
        badgeBurst.count += 1;
        celebrationsRef.current.badge(data.name, data.icon, BADGE_STAGGER_MS * badgeBurst.count);
      },
      end: (data: { reason: string }) => {
        source?.close();
        setLive(false);
        // A signed-out member's tab learns it from its next request; a shutdown or overflow tries again.
        if (data.reason !== 'session_ended') schedule();
      },
    };

    const schedule = () => {
      if (stopped) return;
      clearTimeout(retry);
      retry = setTimeout(connect, RECONNECT_MS);
    };

    function connect() {
      if (stopped) return;
      const params = new URLSearchParams({ lang: language });
      if (lastEventId) params.set('lastEventId', lastEventId);
      const current = new EventSource(`/api/events?${params.toString()}`, { withCredentials: true });
      source = current;
      for (const [type, handle] of Object.entries(handlers)) {
        current.addEventListener(type, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          try {
            handle(JSON.parse(message.data), message.lastEventId);
          } catch {
            // A malformed event is skipped; the next one or the next poll corrects the screen.
          }
        });
      }
      current.onerror = () => {
        setLive(false);
        // CONNECTING: the browser retries by itself (with Last-Event-ID); CLOSED: an error status.
        if (current.readyState === EventSource.CLOSED) schedule();
      };
    }

    // Not before the first page has painted and the main thread is idle (ADR 0114): the page's
    // first render and its own requests come first; the bell polls until the stream is live.
    const cancelStart = afterFirstPage(connect, START_TIMEOUT_MS);
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(retry);
      clearTimeout(progressRefresh);
      source?.close();
      setLive(false);
    };
  }, [enabled, language, queryClient]);

  const value = useMemo(() => ({ live: enabled && live }), [enabled, live]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
