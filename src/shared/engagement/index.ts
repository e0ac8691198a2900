export { LikeToggle, LikesDailyLimitError, type LikeTable, type LikeCommand, type LikeResult } from './like-toggle.js';
export { CommentThread, type CommentTable, type CommentCommand } from './comment-thread.js';
export type { ThreadCommentRow } from './comment-row.js';
export { Participation } from './participation.js';
export { decideLike, secondsUntilAllowed, LIKES_LIMIT_DESCRIPTION, LIKES_PER_DAY, TOGGLE_DEBOUNCE_MS } from './like.js';
export { authorColumns, REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME, type AuthorCard, type AuthorColumns } from './author.js';
export { eraseComments, eraseLikes } from './erasure.js';
