import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgPool } from '../../../../shared/pg-pool/index.js';
import { type MessageRow, type PresentRow, type RoomRow, type StreamEventRow } from '../../application/ports/persistence.js';
import { authorNotBlockedSql } from '../../../identity/index.js';

const MESSAGE_COLUMNS = 'id, seq, room_id, author_id, content, message_type, created_at, deleted_at is not null as deleted';
/** For the streams, a message hidden by its reports is gone as a deleted one is (ADR 0103). */
const STREAM_COLUMNS = 'id, seq, room_id, author_id, content, message_type, created_at, (deleted_at is not null or hidden_at is not null) as deleted';

/** A message as PostgreSQL hands it over: `seq` is a bigint (text), `created_at` text or a Date. */
interface RawMessageRow extends Omit<MessageRow, 'seq' | 'created_at'> {
  seq: string | number;
  created_at: string | Date;
}

function toMessage(row: RawMessageRow): MessageRow {
  return { ...row, seq: Number(row.seq), created_at: new Date(row.created_at) };
}

/**
 * ChatQueries on PostgreSQL: each read runs on its own fork, and the reads of
 * the 3-second poll (room, message position, page) as prepared statements (ADR 0019).
 */
@Injectable()
export class ChatQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  async rooms(presentSince: Date): Promise<RoomRow[]> {
    const rows = await this.em.fork().execute<RoomRow[]>(
      `select r.id, r.code, r.type, r.language, r.name, r.name_en, r.description, r.description_en,
         (select count(distinct p.member_id) from chat_presence p
          where p.room_id = r.id and p.last_seen_at > ?)::int as user_count
       from chat_room r order by r.position, r.code`,
      [presentSince],
    );
    return rows.map((r) => ({ ...r, user_count: Number(r.user_count) }));
  }

  async roomExists(roomId: string): Promise<boolean> {
    const rows = await this.db.prepared<{ '?column?': number }>('chat_room_exists', 'select 1 from chat_room where id = $1', [roomId]);
    return rows.length > 0;
  }

  /** The seq of a message of the room (deleted ones too), or null. */
  async seqOf(roomId: string, messageId: string): Promise<number | null> {
    const [row] = await this.db.prepared<{ seq: string }>(
      'chat_message_seq',
      'select seq from chat_message where id = $1 and room_id = $2',
      [messageId, roomId],
    );
    return row ? Number(row.seq) : null;
  }

  /**
   * The poll's one statement (every 3 s per open room): the visible messages after the
   * cursor message, oldest first — or null when the room has no such message (the caller
   * then tells an unknown room from a bad cursor). One round trip where it took two.
   * Visible means not deleted and not by an author the viewer blocks (ADR 0101).
   */
  async pageAfterMessage(viewerId: string, roomId: string, messageId: string, limit: number): Promise<MessageRow[] | null> {
    const rows = await this.db.prepared<RawMessageRow & { cursor_seq: string }>(
      'chat_page_after_message',
      `with cursor as (select seq from chat_message where id = $2 and room_id = $1)
       select cursor.seq as cursor_seq, m.* from cursor
       left join lateral (
         select ${MESSAGE_COLUMNS} from chat_message
         where room_id = $1 and seq > cursor.seq and deleted_at is null and (hidden_at is null or author_id = $4)
           and ${authorNotBlockedSql('$4', 'author_id')}
         order by seq limit $3
       ) m on true
       order by m.seq`,
      [roomId, messageId, limit, viewerId],
    );
    if (rows.length === 0) return null;
    return rows.filter((row) => row.id !== null).map(({ cursor_seq: _, ...row }) => toMessage(row));
  }

  /**
   * Visible messages of a page (not deleted, not hidden by reports but to their author, ADR 0103,
   * not by an author the viewer blocks, ADR 0101),
   * oldest first: the latest, after a seq, or before one.
   */
  async page(viewerId: string, roomId: string, position: { after?: number; before?: number }, limit: number): Promise<MessageRow[]> {
    if (position.after !== undefined) {
      const rows = await this.db.prepared<RawMessageRow>(
        'chat_page_after',
        `select ${MESSAGE_COLUMNS} from chat_message
         where room_id = $1 and seq > $2 and deleted_at is null and (hidden_at is null or author_id = $4)
           and ${authorNotBlockedSql('$4', 'author_id')} order by seq limit $3`,
        [roomId, position.after, limit, viewerId],
      );
      return rows.map(toMessage);
    }
    const rows =
      position.before !== undefined
        ? await this.db.prepared<RawMessageRow>(
            'chat_page_before',
            `select ${MESSAGE_COLUMNS} from chat_message
             where room_id = $1 and deleted_at is null and (hidden_at is null or author_id = $4) and seq < $2
               and ${authorNotBlockedSql('$4', 'author_id')}
             order by seq desc limit $3`,
            [roomId, position.before, limit, viewerId],
          )
        : await this.db.prepared<RawMessageRow>(
            'chat_page_latest',
            `select ${MESSAGE_COLUMNS} from chat_message
             where room_id = $1 and deleted_at is null and (hidden_at is null or author_id = $3)
               and ${authorNotBlockedSql('$3', 'author_id')}
             order by seq desc limit $2`,
            [roomId, limit, viewerId],
          );
    return rows.map(toMessage).reverse();
  }

  /**
   * The room's messages, deletions and hidings after an event seq, in event order (ADR 0036):
   * a message hidden by its reports reaches a stream as a deletion, but its author's (ADR 0103).
   */
  async eventsSince(roomId: string, afterSeq: number, limit: number): Promise<StreamEventRow[]> {
    const rows = await this.em.fork().execute<(RawMessageRow & { kind: StreamEventRow['kind']; event_seq: string })[]>(
      `(select ${STREAM_COLUMNS}, 'message' as kind, seq as event_seq from chat_message
        where room_id = ? and seq > ? order by seq limit ?)
       union all
       (select ${STREAM_COLUMNS}, 'deleted' as kind, deleted_seq as event_seq from chat_message
        where room_id = ? and deleted_seq > ? order by deleted_seq limit ?)
       union all
       (select ${STREAM_COLUMNS}, 'hidden' as kind, hidden_seq as event_seq from chat_message
        where room_id = ? and hidden_seq > ? and deleted_seq is null order by hidden_seq limit ?)
       order by event_seq limit ?`,
      [roomId, afterSeq, limit, roomId, afterSeq, limit, roomId, afterSeq, limit, limit],
    );
    return rows.map(({ kind, event_seq, ...r }) => ({ ...toMessage(r), kind, event_seq: Number(event_seq) }));
  }

  async message(messageId: string): Promise<MessageRow | null> {
    const [row] = await this.em.fork().execute<RawMessageRow[]>(`select ${MESSAGE_COLUMNS} from chat_message where id = ?`, [messageId]);
    return row ? toMessage(row) : null;
  }

  async lastSeq(roomId: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ seq: string | null }[]>(
        `select greatest(max(seq), (select max(deleted_seq) from chat_message where room_id = ? and deleted_seq is not null),
                         (select max(hidden_seq) from chat_message where room_id = ? and hidden_seq is not null)) as seq
         from chat_message where room_id = ?`,
        [roomId, roomId, roomId],
      );
    return row?.seq ? Number(row.seq) : 0;
  }

  /** Members with a tab that beat after `since`, most recently seen first. */
  async present(roomId: string, since: Date, limit = 200): Promise<PresentRow[]> {
    const rows = await this.em.fork().execute<{ member_id: string; last_seen_at: string }[]>(
      `select member_id, max(last_seen_at) as last_seen_at from chat_presence
       where room_id = ? and last_seen_at > ?
       group by member_id order by max(last_seen_at) desc, member_id limit ?`,
      [roomId, since, limit],
    );
    return rows.map((r) => ({ member_id: r.member_id, last_seen_at: new Date(r.last_seen_at) }));
  }

  /**
   * `present` of a room that exists, in one statement with the room's check (polled every
   * 3 s): null when there is no such room.
   */
  async presentInRoom(roomId: string, since: Date, limit = 200): Promise<PresentRow[] | null> {
    const [row] = await this.db.prepared<{ present: { member_id: string; last_seen_at: string }[] }>(
      'chat_present_in_room',
      `select coalesce((
         select json_agg(json_build_object('member_id', p.member_id, 'last_seen_at', p.last_seen_at) order by p.last_seen_at desc, p.member_id)
         from (select member_id, max(last_seen_at) as last_seen_at from chat_presence
               where room_id = r.id and last_seen_at > $2
               group by member_id order by max(last_seen_at) desc, member_id limit $3) p
       ), '[]') as present
       from chat_room r where r.id = $1`,
      [roomId, since, limit],
    );
    return row ? row.present.map((r) => ({ member_id: r.member_id, last_seen_at: new Date(r.last_seen_at) })) : null;
  }
}
