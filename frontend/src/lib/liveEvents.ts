import { createContext, useContext } from 'react';
import type { components } from './api/schema';

/**
 * What features read of the member's live feedback (`features/live`, ADR 0060): whether the tab's
 * event stream is open, and the XP toasts after an action. The app shell mounts the provider that
 * fills these contexts; features use the hooks below and never import `features/live` (ADR 0091).
 */

/** `{actionType, referenceType, referenceId}`: e.g. `give_like` on a `post`, `comment_post` on a `comment`. */
export type XpAction = components['schemas']['XpAddDto'];

export interface LiveState {
  /** True while this tab's event stream is open: polling stops, the stream brings the changes. */
  live: boolean;
}

export const LiveContext = createContext<LiveState>({ live: false });

/** Whether this tab's event stream is live (false outside the provider, for guests and while it is down). */
export function useLiveEvents(): LiveState {
  return useContext(LiveContext);
}

/** After an action that earns XP: shows what it earned and refreshes the numbers it moved. */
export type XpFeedback = (action: XpAction) => Promise<void>;

/** Outside the provider (a component rendered on its own) an action earns no toast. */
export const XpFeedbackContext = createContext<XpFeedback>(async () => undefined);

/**
 * After an action that earns XP (a like, a comment): "+N XP", a level-up and new badges, from the
 * event stream while it is live or asked of the server otherwise; then the dashboard, the ranking,
 * /patentes and the notifications are refreshed. Failures are silent.
 */
export function useXpFeedback(): XpFeedback {
  return useContext(XpFeedbackContext);
}
