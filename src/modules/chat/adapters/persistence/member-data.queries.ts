import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/** What chat holds about a member, for their data export (ADR 0106): the messages they sent. */
export function chatMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      messages: `select m.id, r.code as room, m.content, m.message_type, m.created_at, m.deleted_at
                   from chat_message m join chat_room r on r.id = m.room_id
                  where m.author_id = ? order by m.seq`,
    },
    memberId,
  );
}
