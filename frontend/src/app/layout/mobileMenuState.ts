import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the phone's slide-in menu is open, kept outside the navbar: the router swaps the
 * loading layout for the page's own once the page's code has arrived, which mounts a new navbar,
 * and a menu tapped open meanwhile must stay open. It belongs to one history entry: another
 * page (a link, the browser's back button) finds it closed.
 */
let openAt: string | null = null;
const listeners = new Set<() => void>();

function setOpenAt(next: string | null): void {
  if (openAt === next) return;
  openAt = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMobileMenu(): { open: boolean; openMenu: () => void; closeMenu: () => void } {
  const { key } = useLocation();
  const current = useSyncExternalStore(subscribe, () => openAt);
  useEffect(() => {
    if (openAt !== null && openAt !== key) setOpenAt(null);
  }, [key]);
  const openMenu = useCallback(() => setOpenAt(key), [key]);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  return { open: current === key, openMenu, closeMenu };
}
