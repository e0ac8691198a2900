import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { forgetPreloaded } from '../lib/api/preload';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * How long the first render waits for the page's chunk (named in the page's HTML, ADR 0115) before
 * it shows the navbar and a spinner instead.
 */
const FIRST_PAGE_WAIT_MS = 1_000;

/** Resolves once the router has loaded the first page's route, or after `ms`, whichever comes first. */
function initialized(router: ReturnType<typeof createAppRouter>, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

/** Every page but the landing page at its own address (main.tsx). */
export function start(container: HTMLElement, texts: Promise<unknown>): void {
  // The router starts loading the page's chunk as it is created, beside the texts (ADR 0072).
  const router = createAppRouter();
  // The answers in the page's HTML are the first page's (ADR 0114): the first navigation drops the rest.
  const firstKey = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstKey) return;
    forgetPreloaded();
    stopWatching();
  });
  void Promise.all([texts, initialized(router, FIRST_PAGE_WAIT_MS)]).then(() => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // The page's chunk is in (the first render waits for it a moment): a transition, React renders
    // the first page in slices of a few milliseconds and lets the browser paint and answer input
    // between them, instead of one long task (TBT, issue 26). Still on its way after that moment:
    // the navbar and a spinner, rendered and committed in one task, since RouterProvider listens to
    // the router only from its commit on: a route that finished loading during a sliced render
    // would go unseen and the spinner stay (ADR 0114).
    if (router.state.initialized) startTransition(() => root.render(app));
    else root.render(app);
  });
}
