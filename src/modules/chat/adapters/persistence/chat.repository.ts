import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChatRepository, type SlowModeSettings } from '../../application/ports/persistence.js';

/** ChatRepository on PostgreSQL: every statement runs on the caller's EntityManager. */
@Injectable()
export class PgChatRepository extends ChatRepository {
  async slowModeOf(em: EntityManager, roomId: string): Promise<SlowModeSettings | null> {
    const [row] = await em.execute<{ slow_mode_max_messages: number; slow_mode_window_seconds: number }[]>(
      'select slow_mode_max_messages, slow_mode_window_seconds from chat_room where id = ?',
      [roomId],
    );
    return row ? { maxMessages: Number(row.slow_mode_max_messages), windowSeconds: Number(row.slow_mode_window_seconds) } : null;
  }

  /** The member's message times in the room since `since`, newest first. */
  async recentMessageTimes(em: EntityManager, roomId: string, authorId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await em.execute<{ created_at: Date | string }[]>(
      `select created_at from chat_message
       where author_id = ? and room_id = ? and created_at > ?
       order by created_at desc limit ?`,
      [authorId, roomId, since, limit],
    );
    return rows.map((r) => new Date(r.created_at));
  }

  async insertMessage(
    em: EntityManager,
    message: { id: string; roomId: string; authorId: string; content: string; createdAt: Date },
  ): Promise<number> {
    const [row] = await em.execute<{ seq: string }[]>(
      `insert into chat_message (id, room_id, author_id, content, message_type, created_at)
       values (?, ?, ?, ?, 'text', ?) returning seq`,
      [message.id, message.roomId, message.authorId, message.content, message.createdAt],
    );
    return Number(row!.seq);
  }

  async messageOwner(em: EntityManager, messageId: string): Promise<{ roomId: string; authorId: string; content: string } | null> {
    const [row] = await em.execute<{ room_id: string; author_id: string; content: string }[]>(
      'select room_id, author_id, content from chat_message where id = ?',
      [messageId],
    );
    return row ? { roomId: row.room_id, authorId: row.author_id, content: row.content } : null;
  }

  /**
   * Soft-deletes a message once. The deletion takes the next value of `seq`'s
   * sequence: under the room's lock its order among the room's events is its
   * commit order, as for inserts (ADR 0036).
   */
  async softDeleteMessage(em: EntityManager, messageId: string, adminEmail: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update chat_message
       set deleted_at = ?, deleted_by = ?, deleted_seq = nextval(pg_get_serial_sequence('chat_message', 'seq'))
       where id = ? and deleted_at is null returning id`,
      [at, adminEmail, messageId],
    );
    return rows.length > 0;
  }

  /** Whether the member has a tab in the room that beat after `since`. */
  async isPresent(em: EntityManager, roomId: string, memberId: string, since: Date): Promise<boolean> {
    const [row] = await em.execute<{ present: boolean }[]>(
      'select exists(select 1 from chat_presence where room_id = ? and member_id = ? and last_seen_at > ?) as present',
      [roomId, memberId, since],
    );
    return Boolean(row?.present);
  }

  async touchPresence(em: EntityManager, roomId: string, memberId: string, connectionId: string, at: Date): Promise<void> {
    await em.execute(
      `insert into chat_presence (room_id, member_id, connection_id, last_seen_at, created_at)
       values (?, ?, ?, ?, ?)
       on conflict (room_id, member_id, connection_id) do update set last_seen_at = excluded.last_seen_at`,
      [roomId, memberId, connectionId, at, at],
    );
  }

  async removePresence(em: EntityManager, roomId: string, memberId: string, connectionId: string): Promise<void> {
    await em.execute('delete from chat_presence where room_id = ? and member_id = ? and connection_id = ?', [
      roomId,
      memberId,
      connectionId,
    ]);
  }

  /** Forgets tabs that stopped beating long ago (they no longer count anyway). */
  async pruneStalePresence(em: EntityManager, before: Date): Promise<number> {
    const rows = await em.execute<{ room_id: string }[]>('delete from chat_presence where last_seen_at < ? returning room_id', [before]);
    return rows.length;
  }
}
