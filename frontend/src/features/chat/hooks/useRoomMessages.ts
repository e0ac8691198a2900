import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessages, POLL_INTERVAL_MS, type ChatMessage, type OnlineUser } from '../api/chatApi';
import { merge, PAGE, RECONCILE_EVERY_TICKS, reconcile } from './messageMerge';

export type DeliveryMode = 'connecting' | 'live' | 'polling';

interface RoomState {
  messages: ChatMessage[];
  status: 'loading' | 'ready' | 'error';
  hasOlder: boolean;
}

/**
 * The messages of the open room. The live stream (Server-Sent Events) delivers new messages,
 * deletions and presence; when it cannot be opened, the spec's 3-second polling with `after`
 * takes over. Either way the list is merged by id, so nothing shows twice.
 */
export function useRoomMessages(roomId: string | null, onPresence: (users: OnlineUser[]) => void) {
  const [state, setState] = useState<RoomState>({ messages: [], status: 'loading', hasOlder: false });
  const [mode, setMode] = useState<DeliveryMode>('connecting');
  const [attempt, setAttempt] = useState(0);
  const messagesRef = useRef<ChatMessage[]>([]);
  const presenceRef = useRef(onPresence);
  presenceRef.current = onPresence;

  const apply = useCallback((update: (messages: ChatMessage[]) => ChatMessage[]) => {
    setState((s) => {
      const messages = update(s.messages);
      messagesRef.current = messages;
      return { ...s, messages };
    });
  }, []);

  useEffect(() => {
    if (!roomId) return;
    let cancelled = false;
    let source: EventSource | null = null;
    let poller: ReturnType<typeof setInterval> | null = null;
    messagesRef.current = [];
    setState({ messages: [], status: 'loading', hasOlder: false });
    setMode('connecting');

    let ticks = 0;
    const poll = async () => {
      const last = messagesRef.current.at(-1);
      ticks += 1;
      try {
        // `after` never sees deletions: every few ticks the latest page replaces what it covers.
        if (ticks % RECONCILE_EVERY_TICKS === 0 || !last) {
          const latest = await fetchMessages(roomId);
          if (!cancelled) apply((m) => reconcile(m, latest));
          return;
        }
        const fresh = await fetchMessages(roomId, { after: last.id });
        if (!cancelled) apply((m) => merge(m, fresh));
      } catch {
        // The next tick tries again.
      }
    };
    const startPolling = () => {
      if (cancelled || poller) return;
      source?.close();
      source = null;
      setMode('polling');
      poller = setInterval(() => void poll(), POLL_INTERVAL_MS);
    };

    const start = async () => {
      let first: ChatMessage[];
      try {
        first = await fetchMessages(roomId);
      } catch {
        if (!cancelled) setState({ messages: [], status: 'error', hasOlder: false });
        return;
      }
      if (cancelled) return;
      messagesRef.current = first;
      setState({ messages: first, status: 'ready', hasOlder: first.length >= PAGE });
      if (typeof EventSource === 'undefined') return startPolling();
      const lastSeq = first.at(-1)?.seq ?? 0;
      const url = `/api/chat/rooms/${encodeURIComponent(roomId)}/stream${lastSeq ? `?lastEventId=${lastSeq}` : ''}`;
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      let opened = false;
      stream.addEventListener('ready', () => {
        opened = true;
        if (!cancelled) setMode('live');
      });
      stream.addEventListener('message', (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
        if (!cancelled) apply((m) => merge(m, [message]));
      });
      stream.addEventListener('deleted', (event) => {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: string };
        if (!cancelled) apply((m) => m.filter((message) => message.id !== id));
      });
      stream.addEventListener('presence', (event) => {
        const { users } = JSON.parse((event as MessageEvent<string>).data) as { users: OnlineUser[] };
        if (!cancelled) presenceRef.current(users);
      });
      stream.addEventListener('end', () => {
        // Signed out, banned or the server is restarting: polling shows what it can.
        stream.close();
        startPolling();
      });
      stream.onerror = () => {
        // Never opened (refused, 503, old proxy): fall back to polling. Once open, the browser
        // reconnects by itself with Last-Event-ID.
        if (!opened || stream.readyState === EventSource.CLOSED) startPolling();
        else if (!cancelled) setMode('connecting');
      };
      stream.onopen = () => {
        if (opened && !cancelled) setMode('live');
      };
    };
    void start();
    return () => {
      cancelled = true;
      source?.close();
      if (poller) clearInterval(poller);
    };
  }, [roomId, attempt, apply]);

  const loadOlder = useCallback(async () => {
    const oldest = messagesRef.current[0];
    if (!roomId || !oldest) return;
    const older = await fetchMessages(roomId, { before: oldest.id });
    setState((s) => {
      const messages = merge(s.messages, older);
      messagesRef.current = messages;
      return { ...s, messages, hasOlder: older.length >= PAGE };
    });
  }, [roomId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Takes a message off the list at once (this tab deleted it; the stream tells the others). */
  const remove = useCallback((id: string) => apply((m) => m.filter((message) => message.id !== id)), [apply]);
  /** After sending: fetch what is new at once instead of waiting for the stream or the next poll. */
  const refresh = useCallback(async () => {
    if (!roomId) return;
    const last = messagesRef.current.at(-1);
    const fresh = await fetchMessages(roomId, last ? { after: last.id } : {}).catch(() => []);
    apply((m) => merge(m, fresh));
  }, [roomId, apply]);

  return { ...state, mode, loadOlder, retry, refresh, remove };
}
