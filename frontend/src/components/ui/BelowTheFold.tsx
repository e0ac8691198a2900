import { Suspense, useDeferredValue, type ReactNode } from 'react';

/**
 * What a page shows under its first screen: React commits and paints the page without it, then
 * renders it right after in the background (ADR 0114). A commit is one task the browser cannot
 * split, so the first one stays short; nothing above moves when this arrives below it. It is a
 * `Suspense` boundary too: a part of it still loading (a lazy component) never holds back the
 * rest of the page.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
