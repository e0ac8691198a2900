import { createContext, useContext } from 'react';

/**
 * Who is reading: the SPA's one way for a feature or a shared block to ask (ADR 0105). It draws an
 * item differently for its own author (no "Denunciar" or "Bloquear" on one's own comment), shows
 * the reader's avatar in a composer, or offers a guest the way to sign in. The app shell fills it
 * from the session (ADR 0091's rule: a feature reads it here and never imports `features/auth`).
 */
export interface Viewer {
  /** The signed-in member's id; null for a guest, an administrator's own session and while the session loads. */
  id: string | null;
  /** The member's name and picture, for their own avatar; null with `id`. */
  name: string | null;
  picture: string | null;
}

export const GUEST_VIEWER: Viewer = { id: null, name: null, picture: null };

export const ViewerContext = createContext<Viewer>(GUEST_VIEWER);

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
