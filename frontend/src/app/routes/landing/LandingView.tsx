import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberReferral, useAuth } from '../../../features/auth';
import { LandingScreen, type SignInSource } from '../../../features/landing';
import { isNetworkError } from '../../../lib/api/errors';
import { LogoMark } from '../../../components/ui/icons';
import { loadCatalogues } from '../../../i18n';
import { LanguageToggle } from '../../layout/LanguageToggle';
import { RootFallback } from '../../layout/RootFallback';
import { DocumentTitle } from '../DocumentTitle';

// The administrators' sign-in (a form with its validation library, and its texts) loads when it is
// opened, not with the landing page.
const AdminLoginModal = lazy(() =>
  Promise.all([import('../../../features/admin/components/AdminLoginModal'), loadCatalogues('admin')]).then(([module]) => ({
    default: module.AdminLoginModal,
  })),
);

type SignInFailure = 'server' | 'network';

export interface LandingViewProps {
  /** `?ref=<memberId>` of the address, kept for the sign-in that may follow. */
  referral: string | null;
  /** What a signed-in member gets instead: a move to the dashboard. */
  member: ReactNode;
  /** Opens the admin area after an administrator signed in from the dialog. */
  onEnterAdmin: () => void;
  /** Show the guest's page, not a spinner, while the session is asked for (the prerendered page, ADR 0081). */
  guestWhilePending?: boolean;
}

/**
 * The landing page, shown by the app's router (a visitor coming back to `/` from a page of the app)
 * and by the landing page's own small app, which has no router (a visitor arriving at `/`, ADR 0073).
 */
export function LandingView({ referral: ref, member, onEnterAdmin, guestWhilePending = false }: LandingViewProps) {
  const { t } = useTranslation(['landing', 'common']);
  const { status, redirectToLogin } = useAuth();
  const [adminOpen, setAdminOpen] = useState(false);
  const [signingInFrom, setSigningInFrom] = useState<SignInSource | null>(null);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  // `/?ref=<memberId>`: keep the referral for the sign-in that may follow.
  useEffect(() => rememberReferral(ref), [ref]);

  // Back from the identity provider's page restores this one from the back/forward cache with
  // the spinner still on; start over.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSigningInFrom(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const signIn = useCallback(
    (source: SignInSource) => {
      setFailure(null);
      setSigningInFrom(source);
      redirectToLogin().catch((error: unknown) => {
        setFailure(isNetworkError(error) ? 'network' : 'server');
        setSigningInFrom(null);
      });
    },
    [redirectToLogin],
  );

  const closeAdmin = useCallback(() => setAdminOpen(false), []);

  if (status === 'pending' && !guestWhilePending) return <RootFallback />;
  if (status === 'member') return member;

  return (
    <>
      <DocumentTitle />
      <LandingScreen
        logo={<LogoMark size={32} />}
        languageToggle={<LanguageToggle />}
        onSignIn={signIn}
        signingInFrom={signingInFrom}
        signInError={failure === 'network' ? t('common:connectionError') : failure === 'server' ? t('signInError') : null}
        onDismissSignInError={() => setFailure(null)}
        onOpenAdminLogin={() => setAdminOpen(true)}
      />
      {adminOpen && (
        <Suspense fallback={null}>
          <AdminLoginModal open onClose={closeAdmin} onSuccess={onEnterAdmin} />
        </Suspense>
      )}
    </>
  );
}
