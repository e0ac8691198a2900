/**
 * Like semantics, the same for posts, comments, courses and lesson comments
 * (ADR 0012, ADR 0040). A like request either sets the state (`liked` given:
 * idempotent) or toggles it (no body). A toggle that arrives within
 * TOGGLE_DEBOUNCE_MS of the member's previous change of the same target is
 * ignored, so a burst of identical clicks (double clicks, retries, a script)
 * counts once instead of flipping back and forth.
 */
export const TOGGLE_DEBOUNCE_MS = 1_000;

/**
 * Likes a member may give per São Paulo day, over posts, comments, courses and
 * lesson comments together (ADR 0051; Discourse's default). Taking a like back
 * gives none back: a like and unlike loop would otherwise never end.
 */
export const LIKES_PER_DAY = 50;

/** The 429 every like route declares in its `@Endpoint` errors. */
export const LIKES_LIMIT_DESCRIPTION =
  `\`LIKES_DAILY_LIMIT_REACHED\`: ${LIKES_PER_DAY} likes this São Paulo day; \`Retry-After\` and \`resetAt\` say when likes come back`;

export interface LikeRequest {
  /** The desired state; undefined means "toggle". */
  liked?: boolean;
  /** Whether the member likes the target now. */
  current: boolean;
  /** When this member last changed their like of this target, if ever. */
  lastChangeAt?: Date | null;
  now: Date;
}

/** The state to store, or `unchanged` when nothing should happen. */
export function decideLike(request: LikeRequest): { next: boolean } | 'unchanged' {
  if (request.liked !== undefined) {
    return request.liked === request.current ? 'unchanged' : { next: request.liked };
  }
  if (request.lastChangeAt && request.now.getTime() - request.lastChangeAt.getTime() < TOGGLE_DEBOUNCE_MS) {
    return 'unchanged';
  }
  return { next: !request.current };
}

/**
 * Seconds still to wait before the next action, given the previous one, or 0
 * when it may happen now (the comment and posting intervals).
 */
export function secondsUntilAllowed(previous: Date | null | undefined, now: Date, intervalSeconds: number): number {
  if (!previous) return 0;
  const remainingMs = previous.getTime() + intervalSeconds * 1000 - now.getTime();
  return remainingMs > 0 ? Math.min(intervalSeconds, Math.ceil(remainingMs / 1000)) : 0;
}
