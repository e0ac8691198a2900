/**
 * The author of what an erased member chose to keep (ADR 0109): the server's
 * `REMOVED_MEMBER_ID`, which names no member and has no profile to link.
 */
export const REMOVED_MEMBER_ID = '00000000-0000-0000-0000-000000000000';

export function isRemovedMember(memberId: string): boolean {
  return memberId === REMOVED_MEMBER_ID;
}
