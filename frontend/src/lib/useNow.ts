import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (a minute by default), so relative times such
 * as "2h atrás" move on while a page stays open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
