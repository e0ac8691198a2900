import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What the review deck holds about a member, for their copy (ADR 0106): every card with what it
 * asks and its schedule (removed ones too, marked), every answer they gave, and their settings.
 */
export function reviewMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      cards: `select id, source, source_key, content, due, stability, difficulty, reps, lapses, state, last_review, scheduled_days, last_rating, created_at, removed_at
                from review_card where member_id = ? order by created_at, id`,
      reviews: `select id, card_id, client_id, rating, state_before, elapsed_days, scheduled_days, reviewed_at, received_at, correct, response, xp_awarded
                  from review_log where member_id = ? order by reviewed_at, id`,
      settings: 'select new_per_day, desired_retention, updated_at from review_settings where member_id = ?',
    },
    memberId,
  );
}
