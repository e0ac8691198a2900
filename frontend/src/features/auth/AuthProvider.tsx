import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { errorCodeOf, isClientError, statusOf } from '../../lib/api/errors';
import {
  authKeys,
  createSession,
  describeFailure,
  endSession,
  fetchLoginRedirectUrl,
  fetchSession,
  GUEST,
  type Member,
  type Session,
} from './api/authApi';
import { AuthContext, type AuthContextValue, type AuthStatus } from './authContext';
import { CONSENT_REQUIRED } from './consentGate';
import { clearReferral, readReferral } from './referral';

// Shown only to a member a ban signed out (ADR 0056): loaded then, not with every page.
const SuspendedNotice = lazy(() => import('./components/SuspendedNotice').then((module) => ({ default: module.SuspendedNotice })));
// Shown only to a member whose deletion is scheduled (ADR 0108), loaded then.
const DeletionScheduledNotice = lazy(() =>
  import('./components/DeletionScheduledNotice').then((module) => ({ default: module.DeletionScheduledNotice })),
);

/**
 * One exchange per authorization code and page load. Module level, not component state: React
 * StrictMode mounts effects twice and a remounted provider must not send the code again (the
 * provider accepts it only once).
 */
const sessionExchanges = new Map<string, Promise<Member>>();

export interface AuthProviderProps {
  children: ReactNode;
  /** Shown on a ban's notice: what the member may still do about their data (ADR 0123). */
  suspendedRights?: ComponentType<{ name: string }>;
}

export function AuthProvider({ children, suspendedRights }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const meQuery = useQuery({
    queryKey: authKeys.session,
    queryFn: fetchSession,
    // The member changes through this client (sign-in, profile save), which updates the cache.
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });

  useEffect(() => {
    if (meQuery.error) console.error(`Failed to fetch user: ${describeFailure(meQuery.error)}`);
  }, [meQuery.error]);

  // A member call answered 401 (the session ended elsewhere, e.g. a ban): ask who we are again,
  // so an open tab turns into a guest's (or shows the ban that ended it) and the member pages
  // send it to the landing page.
  // A write refused until the legal documents in force are accepted (ADR 0110): the versions may
  // have changed since the member was read, so read it again, and the layout shows the consent screen.
  const [consentAsked, setConsentAsked] = useState(false);
  useEffect(() => {
    const refused = (error: unknown) => {
      if (statusOf(error) === 403 && errorCodeOf(error) === CONSENT_REQUIRED) {
        setConsentAsked(true);
        void queryClient.invalidateQueries({ queryKey: authKeys.session });
        return;
      }
      if (statusOf(error) !== 401) return;
      if (queryClient.getQueryData<Session>(authKeys.session)?.member) void queryClient.invalidateQueries({ queryKey: authKeys.session });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || event.query.queryKey[0] === 'admin') return;
      refused(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  const member = meQuery.data?.member ?? null;
  const suspension = meQuery.data?.suspension ?? null;
  const status: AuthStatus = meQuery.isPending ? 'pending' : member ? 'member' : suspension ? 'suspended' : 'guest';

  const redirectToLogin = useCallback(async (ref?: string) => {
    let redirectUrl: string;
    try {
      redirectUrl = await fetchLoginRedirectUrl(ref ?? readReferral());
    } catch (error) {
      console.error(`Failed to get login redirect URL: ${describeFailure(error)}`);
      throw error;
    }
    window.location.assign(redirectUrl);
  }, []);

  const exchangeCodeForSession = useCallback(
    (code: string, state: string) => {
      let exchange = sessionExchanges.get(code);
      if (!exchange) {
        exchange = createSession(code, state).then(
          async (signedIn) => {
            clearReferral();
            queryClient.setQueryData<Session>(authKeys.session, { member: signedIn, suspension: null });
            // Reload the member so everything reads the server's view of the new session.
            await queryClient.invalidateQueries({ queryKey: authKeys.session });
            return queryClient.getQueryData<Session>(authKeys.session)?.member ?? signedIn;
          },
          (error: unknown) => {
            console.error(`Failed to exchange code for session token: ${describeFailure(error)}`);
            throw error;
          },
        );
        sessionExchanges.set(code, exchange);
      }
      return exchange;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: authKeys.session });
    queryClient.setQueryData<Session>(authKeys.session, GUEST);
    try {
      await endSession();
    } catch (error) {
      console.error(`Failed to log out: ${describeFailure(error)}`);
    }
    // Whatever was cached for this member must not show up for the next one on this tab.
    queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  }, [queryClient]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: authKeys.session }), [queryClient]);

  // The date of a deletion this tab just scheduled: shown on its own page, not only in a toast.
  const [leftUntil, setLeftUntil] = useState<string | null>(null);
  const deletionScheduled = useCallback(
    async (scheduledFor: string) => {
      setLeftUntil(scheduledFor);
      await logout();
    },
    [logout],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, member, suspension, consentAsked, redirectToLogin, exchangeCodeForSession, logout, reload, deletionScheduled }),
    [status, member, suspension, consentAsked, redirectToLogin, exchangeCodeForSession, logout, reload, deletionScheduled],
  );

  return (
    <AuthContext.Provider value={value}>
      {/* Every page of a tab a ban signed out says why until the member signs out (ADR 0056). */}
      {leftUntil && !member ? (
        <Suspense fallback={null}>
          <DeletionScheduledNotice scheduledFor={leftUntil} signedOut onDone={() => setLeftUntil(null)} />
        </Suspense>
      ) : suspension ? (
        <Suspense fallback={null}>
          <SuspendedNotice suspension={suspension} onSignOut={logout} rights={suspendedRights} />
        </Suspense>
      ) : member?.deletionScheduledFor ? (
        // Until they cancel it or sign out, a member whose deletion is scheduled sees only this (ADR 0108).
        <Suspense fallback={null}>
          <DeletionScheduledNotice scheduledFor={member.deletionScheduledFor} onCancelled={reload} onSignOut={logout} />
        </Suspense>
      ) : (
        children
      )}
    </AuthContext.Provider>
  );
}
