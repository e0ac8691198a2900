import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What chat's use cases and streams need from PostgreSQL (ADR 0002, ADR 0013:
 * the SQL lives in adapters/persistence, which implement these). Reads use
 * their own fork; writes take the caller's transaction (`em`), where the use
 * case decides.
 */

export interface RoomRow {
  id: string;
  code: string;
  type: string;
  language: string | null;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  user_count: number;
}

export interface MessageRow {
  id: string;
  seq: number;
  room_id: string;
  author_id: string;
  content: string;
  message_type: string;
  created_at: Date;
  deleted: boolean;
}

/**
 * One event of a room's stream, in the room's event order (ADR 0036): a message
 * (`event_seq` = its seq), a deletion (`event_seq` = its deleted_seq; `seq`
 * stays the message's) or a hiding by reports (`event_seq` = its hidden_seq, ADR 0103).
 */
export interface StreamEventRow extends MessageRow {
  kind: 'message' | 'deleted' | 'hidden';
  event_seq: number;
}

export interface PresentRow {
  member_id: string;
  last_seen_at: Date;
}

/** A room's slow mode: at most `maxMessages` per member in `windowSeconds`. */
export interface SlowModeSettings {
  maxMessages: number;
  windowSeconds: number;
}

/** A line around a reported message, as administrators read it (ADR 0131). */
export interface ChatContextLine {
  id: string;
  authorId: string;
  content: string;
  createdAt: string;
  hidden: boolean;
}

/** A reported message's room and the messages just before and after it there (ADR 0131). */
export interface ChatMessageContext {
  roomId: string;
  room: { pt: string; en: string };
  before: ChatContextLine[];
  after: ChatContextLine[];
}

/**
 * The chat's writes and the finders they decide on, each run with the
 * caller's EntityManager so it joins the caller's transaction.
 */
export abstract class ChatRepository {
  abstract slowModeOf(em: EntityManager, roomId: string): Promise<SlowModeSettings | null>;
  /** The member's message times in the room since `since`, newest first. */
  abstract recentMessageTimes(em: EntityManager, roomId: string, authorId: string, since: Date, limit: number): Promise<Date[]>;
  /** Inserts a text message; returns its seq. */
  abstract insertMessage(
    em: EntityManager,
    message: { id: string; roomId: string; authorId: string; content: string; createdAt: Date },
  ): Promise<number>;
  /** The message's room and author, or null when there is no such message. */
  abstract messageOwner(em: EntityManager, messageId: string): Promise<{ roomId: string; authorId: string; content: string } | null>;
  /**
   * Soft-deletes a message once, giving the deletion the next event seq; false
   * when it was deleted before. Call it holding the room's lock (ADR 0036).
   */
  abstract softDeleteMessage(em: EntityManager, messageId: string, adminEmail: string, at: Date): Promise<boolean>;
  /** Whether the member has a tab in the room that beat after `since`. */
  abstract isPresent(em: EntityManager, roomId: string, memberId: string, since: Date): Promise<boolean>;
  /** Records that the tab beat at `at`. */
  abstract touchPresence(em: EntityManager, roomId: string, memberId: string, connectionId: string, at: Date): Promise<void>;
  abstract removePresence(em: EntityManager, roomId: string, memberId: string, connectionId: string): Promise<void>;
  /** Forgets tabs that stopped beating before `before`; returns how many. */
  abstract pruneStalePresence(em: EntityManager, before: Date): Promise<number>;
}
