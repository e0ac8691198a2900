/** Limits a normal member never meets but a script does (ADR 0012). */
export const POST_INTERVAL_SECONDS = 30;
export const MAX_PENDING_POSTS = 10;
export const COMMENT_INTERVAL_SECONDS = 5;
/** What we suggest to a member with too many posts waiting: moderation takes a while. */
export const PENDING_POSTS_RETRY_SECONDS = 600;
