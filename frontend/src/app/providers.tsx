import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/Toaster';
import { AuthProvider, useAuth } from '../features/auth';
import { LiveFeedbackProvider } from '../features/live';
import { i18n } from '../i18n';
import { preloadedData } from '../lib/api/preload';
import type { components } from '../lib/api/schema';
import { sharedKeys } from '../lib/queryKeys';
import { GUEST_VIEWER, ViewerContext } from '../lib/viewer';
import { createQueryClient } from './queryClient';

/** Loaded only for a member a ban signed out (ADR 0123). */
const SuspendedRights = lazy(() => import('./SuspendedRights'));

/**
 * The tab's event stream and the XP feedback while a member is signed in (ADR 0060), and who the
 * reader is for the features (ADR 0105).
 */
function MemberLiveEvents({ children }: { children: ReactNode }) {
  const { status, member } = useAuth();
  const id = member?.id ?? null;
  const name = member?.name ?? null;
  const picture = member?.picture ?? null;
  const viewer = useMemo(() => (id === null ? GUEST_VIEWER : { id, name, picture }), [id, name, picture]);
  return (
    <ViewerContext.Provider value={viewer}>
      <LiveFeedbackProvider enabled={status === 'member'}>{children}</LiveFeedbackProvider>
    </ViewerContext.Provider>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * i18n, the query cache, the current member (AuthProvider reads it through the cache), the
 * toasts (XP gained, level-ups, badges) and the member's event stream that feeds them, rendered
 * once for the whole app.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    // Who the reader is may come with a member page's HTML (ADR 0114): no round trip before the
    // first render. (The landing page's own app has no such answer and does without this.)
    queryClient.setQueryDefaults(sharedKeys.session, preloadedData<components['schemas']['SessionDto']>('/api/session'));
    return queryClient;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {/* Toasts around the session: the gates it shows (a cancelled deletion) say what happened too. */}
        <ToastProvider>
          <AuthProvider suspendedRights={SuspendedRights}>
            <MemberLiveEvents>{children}</MemberLiveEvents>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
