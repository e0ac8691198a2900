import type { ReactNode } from 'react';
import { LiveEventsProvider } from './LiveEventsProvider';
import { XpFeedbackProvider } from './XpFeedbackProvider';

/**
 * The tab's event stream while `enabled` (a member is signed in) and the XP feedback that reads
 * it: below it, `useLiveEvents()` and `useXpFeedback()` (lib/liveEvents) work. Needs the query
 * cache and the toasts above it.
 */
export function LiveFeedbackProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return (
    <LiveEventsProvider enabled={enabled}>
      <XpFeedbackProvider>{children}</XpFeedbackProvider>
    </LiveEventsProvider>
  );
}
