import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import type { ChatMessageContext } from '../../application/ports/persistence.js';

/** What administrators read around a reported chat message (ADR 0131), as a part of one statement (ADR 0080). */
@Injectable()
export class ChatFlagsQueries {
  /**
   * The message's room, and up to `around` messages of that room just before and just after it in
   * the room's order (time, then `seq`), deleted ones left out, hidden ones in: what an administrator
   * needs to judge it. The message itself may be deleted (a removal): its place is still known.
   */
  context(messageId: string, around: number): ReadPart<ChatMessageContext | null> {
    return ReadPart.of((json) => (json as ChatMessageContext | null) ?? null)`
      select json_build_object(
        'roomId', t.room_id,
        'room', json_build_object('pt', r.name, 'en', r.name_en),
        'before', coalesce((select json_agg(b.line order by b.created_at, b.seq) from (
            select m.created_at, m.seq, json_build_object('id', m.id, 'authorId', m.author_id, 'content', m.content,
                     'createdAt', m.created_at, 'hidden', m.hidden_at is not null) as line
              from chat_message m
             where m.room_id = t.room_id and m.deleted_at is null and (m.created_at, m.seq) < (t.created_at, t.seq)
             order by m.created_at desc, m.seq desc limit ${around}::int) b), '[]'),
        'after', coalesce((select json_agg(a.line order by a.created_at, a.seq) from (
            select m.created_at, m.seq, json_build_object('id', m.id, 'authorId', m.author_id, 'content', m.content,
                     'createdAt', m.created_at, 'hidden', m.hidden_at is not null) as line
              from chat_message m
             where m.room_id = t.room_id and m.deleted_at is null and (m.created_at, m.seq) > (t.created_at, t.seq)
             order by m.created_at, m.seq limit ${around}::int) a), '[]'))
        from chat_message t join chat_room r on r.id = t.room_id
       where t.id = ${messageId}::uuid`;
  }
}
