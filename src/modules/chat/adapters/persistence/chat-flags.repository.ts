import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The hidden state of chat messages that members reported (ADR 0103), on the caller's EntityManager. */
@Injectable()
export class ChatFlagsRepository {
  /** The room of a message not deleted, or null. */
  async roomOf(em: EntityManager, messageId: string): Promise<string | null> {
    const [row] = await em.execute<{ room_id: string }[]>('select room_id from chat_message where id = ? and deleted_at is null', [messageId]);
    return row?.room_id ?? null;
  }

  /**
   * Hides a message once: the hiding takes the next value of `seq`'s sequence, as a deletion
   * does, so open and resuming streams drop it in the room's event order (ADR 0036).
   * Call it holding the room's lock. False when it was hidden (or deleted) before.
   */
  async hide(em: EntityManager, messageId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update chat_message set hidden_at = ?, hidden_seq = nextval(pg_get_serial_sequence('chat_message', 'seq'))
       where id = ? and hidden_at is null and deleted_at is null returning id`,
      [at, messageId],
    );
    return rows.length > 0;
  }

  async show(em: EntityManager, messageId: string): Promise<void> {
    await em.execute('update chat_message set hidden_at = null, hidden_seq = null where id = ?', [messageId]);
  }
}
