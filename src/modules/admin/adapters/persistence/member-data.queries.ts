import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What admin holds about a member, for their data export (ADR 0106): the reports they made
 * (ADR 0103), without who else reported nor what administrators noted.
 */
export function adminMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      reportsMade: `select target_type, target_id, reason, details, created_at, closed_at, decision
                      from content_flag where reporter_id = ? order by created_at`,
    },
    memberId,
  );
}
