/**
 * Blocking (issue 34, ADR 0101): a member stops seeing another member's posts, comments,
 * chat messages and community courses, and stops being notified of their likes and comments.
 */

/** Members one member may block: enough for any harassment, few enough to keep the filter an index probe. */
export const MAX_BLOCKS_PER_MEMBER = 500;

/** Blocks and unblocks one member may make per minute (a script would otherwise churn the table). */
export const BLOCK_WRITES_PER_MINUTE = { limit: 30, windowSeconds: 60 } as const;
