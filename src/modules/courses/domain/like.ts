/**
 * Like semantics, as for community likes (ADR 0012): `liked` sets the state
 * (idempotent); without it the like toggles, and a toggle within
 * TOGGLE_DEBOUNCE_MS of the member's previous change of the same target is
 * ignored, so a burst of identical clicks counts once.
 */
export const TOGGLE_DEBOUNCE_MS = 1_000;

export function decideToggle(request: {
  liked?: boolean;
  current: boolean;
  lastChangeAt: Date | null;
  now: Date;
}): { next: boolean } | 'unchanged' {
  if (request.liked !== undefined) return request.liked === request.current ? 'unchanged' : { next: request.liked };
  if (request.lastChangeAt && request.now.getTime() - request.lastChangeAt.getTime() < TOGGLE_DEBOUNCE_MS) return 'unchanged';
  return { next: !request.current };
}
