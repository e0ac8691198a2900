import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { rememberReferral, useAuth } from '../../../features/auth';
import { LandingScreen, type SignInSource } from '../../../features/landing';
import { isNetworkError } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { LogoMark } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toaster';
import { LanguageToggle } from '../../layout/LanguageToggle';
import { RootFallback } from '../../layout/RootLayout';

// The administrators' sign-in (a form with its validation library) loads when it is opened, not with the landing page.
const AdminLoginModal = lazy(() =>
  import('../../../features/admin/components/AdminLoginModal').then((module) => ({ default: module.AdminLoginModal })),
);
import { DocumentTitle } from '../DocumentTitle';

type SignInFailure = 'server' | 'network';

export default function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const { status, redirectToLogin } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [adminOpen, setAdminOpen] = useState(false);
  const [signingInFrom, setSigningInFrom] = useState<SignInSource | null>(null);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  // `/?ref=<memberId>`: keep the referral for the sign-in that may follow.
  const ref = searchParams.get('ref');
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
  const toast = useToast();
  // The confirmation outlives the landing page: it shows on the admin area it leads to.
  const enterAdmin = useCallback(() => {
    toast.show({ title: t('adminSessionStarted'), tone: 'success' });
    navigate(paths.admin);
  }, [navigate, toast, t]);

  if (status === 'pending') return <RootFallback />;
  if (status === 'member') return <Navigate to={paths.dashboard} replace />;

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
          <AdminLoginModal open onClose={closeAdmin} onSuccess={enterAdmin} />
        </Suspense>
      )}
    </>
  );
}
