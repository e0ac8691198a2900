/** A rejected post is deleted, so a post is either waiting in the review queue or published. */
export const POST_STATUSES = ['pending', 'approved'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What the moderation audit trail records. */
export const MODERATION_ACTIONS = [
  'post_approved',
  'post_rejected',
  'post_deleted',
  'post_quality_marked',
  'comment_deleted',
] as const;
export type ModerationActionType = (typeof MODERATION_ACTIONS)[number];
