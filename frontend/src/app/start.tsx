import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { forgetPreloaded } from '../lib/api/preload';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

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
  void texts.then(() => {
    const root = createRoot(container);
    // A transition: React renders the first page in slices of a few milliseconds and lets the
    // browser paint and answer input between them, instead of one long task (TBT, issue 26).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
}
