/** Limits a normal member never meets but a script does (ADR 0012). */
export const POST_INTERVAL_SECONDS = 30;
export const MAX_PENDING_POSTS = 10;
export const COMMENT_INTERVAL_SECONDS = 5;
/** What we suggest to a member with too many posts waiting: moderation takes a while. */
export const PENDING_POSTS_RETRY_SECONDS = 600;

/**
 * Seconds still to wait before the next action, given the previous one, or 0
 * when it may happen now.
 */
export function secondsUntilAllowed(previous: Date | null | undefined, now: Date, intervalSeconds: number): number {
  if (!previous) return 0;
  const remainingMs = previous.getTime() + intervalSeconds * 1000 - now.getTime();
  return remainingMs > 0 ? Math.min(intervalSeconds, Math.ceil(remainingMs / 1000)) : 0;
}
