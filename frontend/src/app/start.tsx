import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** Every page but the landing page at its own address (main.tsx). */
export function start(container: HTMLElement, texts: Promise<unknown>): void {
  // The router starts loading the page's chunk as it is created, beside the texts (ADR 0072).
  const router = createAppRouter();
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
