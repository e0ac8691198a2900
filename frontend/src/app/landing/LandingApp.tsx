import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../../features/auth';
import { noteAdminSessionStarted } from '../../features/admin/model/adminWelcome';
import { i18n } from '../../i18n';
import { paths } from '../../lib/paths';
import { RootFallback } from '../layout/RootFallback';
import { createQueryClient } from '../queryClient';

/** Loaded only for a member a ban signed out (ADR 0123). */
const SuspendedRights = lazy(() => import('../SuspendedRights'));
import { LandingView } from '../routes/landing/LandingView';

/** Leaves the landing page for a page of the app, which the server answers with the whole app. */
function GoTo({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return <RootFallback />;
}

export interface LandingAppProps {
  /** `?ref=<memberId>` of the address. */
  referral: string | null;
  /**
   * The page came as the guest's markup, prerendered at build time (ADR 0081): it stays on screen
   * while the session is asked for, instead of a spinner. The server sends it only to a browser
   * without a session cookie, a guest.
   */
  prerendered: boolean;
}

/**
 * The landing page as a visitor arriving at `/` gets it: its own small app, without the router,
 * the navbar, the member's event stream and the toasts, so a phone downloads only what it shows
 * (ADR 0073). Every way out is a page load of the whole app. The build renders it to HTML too (ADR 0081:
 * `prerender.tsx`), and the browser hydrates that markup (`start.tsx`).
 */
export function LandingApp({ referral, prerendered }: LandingAppProps) {
  const [client] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider suspendedRights={SuspendedRights}>
          <LandingView
            referral={referral}
            guestWhilePending={prerendered}
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
