import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What admin holds about a member, for their data export (ADR 0106): the reports they made
 * (ADR 0103), without who else reported nor what administrators noted; their bans and lifts,
 * and the XP administrators granted them, without the administrators' e-mails.
 */
export function adminMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      reportsMade: `select target_type, target_id, reason, details, created_at, closed_at, decision
                      from content_flag where reporter_id = ? order by created_at`,
      bans: `select action, reason, days, permanent, until, created_at from member_ban where member_id = ? order by created_at`,
      xpGrants: `select amount, reason, created_at from xp_grant where member_id = ? order by created_at`,
    },
    memberId,
  );
}
