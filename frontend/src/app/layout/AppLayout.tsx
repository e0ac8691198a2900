import './app-layout.css';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui';
import { SkipLink } from '../../components/ui/SkipLink';
import { LazyConsentGate, mustAcceptConsents, useAuth } from '../../features/auth';
import { Navbar } from './Navbar';
import { NavigationProgress } from './NavigationProgress';

export interface AppLayoutProps {
  /** Replaces the routed page; used for the loading fallback. */
  children?: ReactNode;
}

/**
 * The shell: navbar on top, page below. The member controls (settings, bell, avatar) are in
 * `NavbarActions`; on /admin pages with an administrator session the Navbar shows only "Sair".
 * Who may see which page is decided by the guards in app/guards (see router.tsx). A member who
 * must accept new legal documents sees the consent screen instead of the whole shell.
 */
export function AppLayout({ children }: AppLayoutProps) {
  const { member, consentAsked, reload, logout } = useAuth();
  // Before anything else of the app, the versions in force of the legal documents (ADR 0110).
  if (member && mustAcceptConsents(member, consentAsked)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyConsentGate consents={member.consents} onAccepted={reload} onSignOut={logout} />
      </Suspense>
    );
  }
  return (
    <div className="app-shell">
      <SkipLink target="main" />
      <NavigationProgress />
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

export function AppLayoutFallback() {
  return (
    <AppLayout>
      <PageSpinner />
    </AppLayout>
  );
}
