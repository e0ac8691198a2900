/** Facts the community module publishes. */
export interface CommunityEvents {
  /** A member sent a post for review (it starts pending). */
  'community.post_submitted': { postId: string; authorId: string };
  /** An administrator published a pending post. */
  'community.post_approved': { postId: string; authorId: string; approvedBy: string };
  /** An administrator rejected a pending post (it is removed permanently). */
  'community.post_rejected': { postId: string; authorId: string; rejectedBy: string };
  /** An administrator deleted a post. */
  'community.post_deleted': { postId: string; authorId: string; deletedBy: string };
  /** An administrator gave an approved post the quality badge (one way). */
  'community.post_quality_marked': { postId: string; authorId: string; markedBy: string };
  /** A member commented on an approved post. */
  'community.comment_added': { commentId: string; postId: string; authorId: string; postAuthorId: string };
  /** An administrator deleted a comment. */
  'community.comment_deleted': { commentId: string; postId: string; authorId: string };
  /** A member liked a post (the toggle became liked). */
  'community.post_liked': { postId: string; likerId: string; postAuthorId: string };
  /** A member took back a like on a post. */
  'community.post_unliked': { postId: string; likerId: string; postAuthorId: string };
  /**
   * An administrator acted on community content (one per moderation_action row),
   * for the admin module's audit log. Courses and chat publish the same shape.
   */
  'community.moderation_action_recorded': AdminActionRecorded;
}

/** The shape of every module's "an administrator did this" fact (ADR 0029). */
export interface AdminActionRecorded {
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The member the action concerns (the content's author), if any. */
  memberId: string | null;
  reason: string | null;
  /**
   * The target's title, name or an excerpt as it was at the action (ADR 0057), so the log names
   * it even once it is gone. Absent in facts recorded before it existed.
   */
  targetLabel?: string | null;
}
