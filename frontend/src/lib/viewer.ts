import { createContext, useContext } from 'react';

/**
 * Who is reading, for the features that draw an item differently for its own author (no
 * "Denunciar" on one's own comment). The app shell fills it from the session (ADR 0091's rule:
 * a feature reads it here and never imports `features/auth`).
 */
export interface Viewer {
  /** The signed-in member's id; null for a guest and while the session loads. */
  id: string | null;
}

export const ViewerContext = createContext<Viewer>({ id: null });

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
