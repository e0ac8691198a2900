import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../../features/auth';
import { i18n } from '../../i18n';
import { noteAdminSessionStarted } from '../../features/admin/model/adminWelcome';
import { paths } from '../../lib/paths';
import { RootFallback } from '../layout/RootFallback';
import { createQueryClient } from '../queryClient';
import { LandingView } from '../routes/landing/LandingView';

/** Leaves the landing page for a page of the app, which the server answers with the whole app. */
function GoTo({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return <RootFallback />;
}

/**
 * The landing page as a visitor arriving at `/` gets it: its own small app, without the router,
 * the navbar, the member's event stream and the toasts, so a phone downloads only what it shows
 * (ADR 0073). Every way out is a page load of the whole app.
 */
function LandingApp() {
  const [client] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <LandingView
            referral={new URLSearchParams(window.location.search).get('ref')}
            member={<GoTo path={paths.dashboard} />}
            onEnterAdmin={() => {
              noteAdminSessionStarted();
              window.location.assign(paths.admin);
            }}
          />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function start(container: HTMLElement, texts: Promise<unknown>): void {
  void texts.then(() =>
    createRoot(container).render(
      <StrictMode>
        <LandingApp />
      </StrictMode>,
    ),
  );
}
