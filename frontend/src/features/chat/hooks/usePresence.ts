import { useEffect, useMemo, useRef } from 'react';
import { sendPresence, type PresenceAction } from '../api/chatApi';

function newConnectionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The spec's presence cycle for this tab: join on select, heartbeat while open, leave on
 * deselect, hidden tab or page exit, join again when visible. Calls go out one after the other,
 * so a leave can never overtake the join that follows it.
 */
export function usePresence(roomId: string | null, heartbeatMs: number, onJoined: () => void) {
  const connectionId = useMemo(newConnectionId, []);
  const interval = useRef(heartbeatMs);
  interval.current = heartbeatMs;
  const joinedCallback = useRef(onJoined);
  joinedCallback.current = onJoined;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!roomId) return;
    const call = (action: PresenceAction, keepalive = false) => {
      queue.current = queue.current
        .then(() => sendPresence(roomId, action, connectionId, keepalive))
        .then(() => action === 'join' && joinedCallback.current())
        .catch(() => undefined);
    };
    let joined = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = () => {
      timer = setTimeout(() => {
        if (joined) call('presence');
        beat();
      }, interval.current);
    };
    const join = () => {
      if (joined || document.visibilityState === 'hidden') return;
      joined = true;
      call('join');
    };
    const leave = () => {
      if (!joined) return;
      joined = false;
      call('leave', true);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : join());
    join();
    beat();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', join);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', join);
      leave();
    };
  }, [roomId, connectionId]);
}
