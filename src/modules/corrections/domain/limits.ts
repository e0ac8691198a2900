/** How much a member may do (issue 47, ADR 0133): a script meets these, a member hardly ever. */

/** New texts per São Paulo day. */
export const WRITINGS_PER_DAY = 5;
/** New corrections per São Paulo day; replacing one's own correction is not a new one. */
export const CORRECTIONS_PER_DAY = 30;
/** Replies per clock hour. */
export const REPLIES_PER_HOUR = 60;
/** A text leaves the queue with this many corrections. */
export const QUEUE_MAX_CORRECTIONS = 2;
/** A corrector who corrected someone within these days sees their own texts rise in the queue ("give to get"). */
export const GIVE_TO_GET_DAYS = 7;
export const QUEUE_PAGE_SIZE = 20;
