import { paths } from '../../../lib/paths';

/**
 * The action codes the server records in the audit log (admin: bans and grants; community:
 * moderation; courses: course administration; chat: message deletion). The screen names each in
 * words; a code not listed here is shown as the code itself, so a new server action never breaks
 * the list.
 */
export const AUDIT_ACTIONS = [
  'member_banned',
  'member_unbanned',
  'xp_granted',
  'post_approved',
  'post_rejected',
  'post_deleted',
  'post_quality_marked',
  'comment_deleted',
  'course_created',
  'course_updated',
  'course_deleted',
  'course_approved',
  'course_rejected',
  'course_published',
  'course_unpublished',
  'course_comment_deleted',
  'lesson_comment_deleted',
  'module_created',
  'module_updated',
  'module_deleted',
  'lesson_created',
  'lesson_updated',
  'lesson_deleted',
  'lesson_quiz_updated',
  'lesson_quiz_deleted',
  'chat_message_deleted',
  'writing_deleted',
  'correction_deleted',
  'writing_reply_deleted',
  'account_deleted',
  'flags_kept',
  'flags_removed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isKnownAuditAction(code: string): code is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(code);
}

/** The action filter the server accepts (`^[a-z_]{1,50}$`); anything else is no filter. */
export function auditActionFilter(value: string | null): string | undefined {
  return value && /^[a-z_]{1,50}$/.test(value) ? value : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member filter: a uuid, lower-cased, or no filter. */
export function auditMemberFilter(value: string | null): string | undefined {
  return value && UUID.test(value) ? value.toLowerCase() : undefined;
}

/** The page from the address: a whole number from 1, otherwise 1. */
export function auditPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The address of the audit log filtered to one member (the users screen's details link here). */
export function auditPathForMember(memberId: string): string {
  return `${paths.adminAudit}?${new URLSearchParams({ member: memberId }).toString()}`;
}
