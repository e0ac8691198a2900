import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';
import { namesPart, type Names, type ReferencedIds } from '../../../../shared/member-data/index.js';

/** What identity holds about a member, for their data export (ADR 0106): one row list per table. */
export function identityMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      member: `select id, email, email_verified, name, google_name, google_given_name, google_picture, picture, biography,
                      preferred_language, daily_goal, is_profile_public, profile_completed, profile_skipped, referred_by,
                      banned_until, banned_permanently, ban_reason, last_active_day, last_sign_in_at, created_at, updated_at
                 from member where id = ?`,
      languages: `select language, proficiency, created_at from member_language where member_id = ? order by created_at, language`,
      sessions: `select sess->>'signedInAt' as started_at,
                        coalesce(to_timestamp((sess->>'refreshedAt')::bigint / 1000.0)::text, sess->>'signedInAt') as last_used_at,
                        sess->>'device' as device, expire as expires_at
                   from http_session where sess->>'memberId' = ?::text order by expire`,
      profilePictureUploads: `select created_at from profile_picture_upload where member_id = ? order by created_at`,
      consents: `select document, version, accepted_at from member_consent where member_id = ? order by accepted_at, document`,
      // Whom the member blocks; never who blocks them, which is the other members' business.
      blocks: `select blocked_id, created_at from member_block where blocker_id = ? order by created_at`,
    },
    memberId,
  );
}

/** The names of the members the copy refers to (whom the member blocks, who referred them), as the product shows them. */
export function identityMemberDataNames(ids: ReferencedIds): ReadPart<Names> {
  return namesPart({ member: 'select id, name from member where id = any(?)' }, ids);
}
