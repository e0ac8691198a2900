import { useEffect, useState } from 'react';

/**
 * Work the first render does not need (the event stream, web-vitals) waits until the page has
 * painted and the main thread is free, so it never lengthens the first load's long tasks nor
 * competes with the page's own requests (ADR 0114).
 */

/** Without `requestIdleCallback` (Safari), the task waits this long instead (at most its timeout). */
const FALLBACK_DELAY_MS = 2_000;

/**
 * Runs `task` when the browser is next idle, at the latest after `timeout` ms. Returns a function
 * that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, timeout = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeout, FALLBACK_DELAY_MS));
  return () => window.clearTimeout(handle);
}

let firstPageShown: () => void = () => undefined;
const firstPage = new Promise<void>((resolve) => {
  firstPageShown = resolve;
});

/** The app's first page has rendered (the router's root layout says so once it is on screen). */
export function markFirstPageShown(): void {
  firstPageShown();
}

/**
 * Runs `task` once the first page has rendered and the browser is idle after it (at the latest
 * `timeout` ms after that page). Returns a function that cancels it if it has not run yet.
 */
export function afterFirstPage(task: () => void, timeout?: number): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  void firstPage.then(() => {
    if (!cancelled) cancelIdle = whenIdle(task, timeout);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * False until the first page has rendered and the browser is idle after it (`afterFirstPage`): a
 * query the first paint does not need (the navbar's review count) waits for it, so a page still
 * paints with only the answers its HTML carries (ADR 0114).
 */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPage(() => setReady(true)), []);
  return ready;
}
