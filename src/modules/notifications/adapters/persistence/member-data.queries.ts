import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What notifications holds about a member, for their data export (ADR 0106). Push
 * subscriptions give their endpoint only: their keys are secrets of the member's browser.
 */
export function notificationsMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      preferences: `select email, push, community, updated_at from notification_preference where member_id = ?`,
      notifications: `select id, type, title_key, message_key, params, path, is_read, created_at
                         from notification where member_id = ? order by created_at, id`,
      pushSubscriptions: `select endpoint, created_at from push_subscription where member_id = ? order by created_at`,
      mails: `select kind, subject, status, sent_at, created_at from mail_message where member_id = ? order by created_at`,
    },
    memberId,
  );
}
