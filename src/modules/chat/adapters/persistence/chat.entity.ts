import { Check, Entity, Index, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/** A chat room: reference data, upserted from domain/chat.ts on every start. */
@Entity({ tableName: 'chat_room' })
@Check({ name: 'chat_room_slow_mode_check', expression: 'slow_mode_max_messages > 0 and slow_mode_window_seconds > 0' })
export class ChatRoomEntity {
  [OptionalProps]?: 'slowModeMaxMessages' | 'slowModeWindowSeconds';

  @UuidKey()
  id!: string;

  /** `general` or a language code. */
  @Property({ type: 'text', unique: true })
  code!: string;

  /** `off-topic` or `language`. */
  @Column.text()
  type!: string;

  /** ISO 639-1 code of a language room. */
  @Column.nullableText()
  language?: string | null;

  @Column.text()
  name!: string;

  @Column.text()
  nameEn!: string;

  @Column.text()
  description!: string;

  @Column.text()
  descriptionEn!: string;

  @Property({ type: 'integer' })
  position!: number;

  /** Slow mode: at most this many messages per member within the window. */
  @Property({ type: 'integer', default: 5 })
  slowModeMaxMessages: number = 5;

  @Property({ type: 'integer', default: 10 })
  slowModeWindowSeconds: number = 10;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * A message. `seq` orders a room's messages and is the stream's event id
 * (Last-Event-ID); inserts into one room are serialised, so seq order is commit
 * order (ADR 0024). A deleted message keeps its row with `deleted_at` and a
 * `deleted_seq` drawn from the same sequence under the same lock, so a stream
 * resuming after N replays the deletions after N too (ADR 0036).
 */
@Entity({ tableName: 'chat_message' })
@Index({ name: 'chat_message_room_seq_idx', properties: ['roomId', 'seq'] })
@Index({
  name: 'chat_message_room_deleted_seq_idx',
  expression: 'create index "chat_message_room_deleted_seq_idx" on "chat_message" ("room_id", "deleted_seq") where "deleted_seq" is not null',
})
@Index({
  name: 'chat_message_room_hidden_seq_idx',
  expression: 'create index "chat_message_room_hidden_seq_idx" on "chat_message" ("room_id", "hidden_seq") where "hidden_seq" is not null',
})
@Index({ name: 'chat_message_author_room_idx', properties: ['authorId', 'roomId', 'createdAt'] })
export class ChatMessageEntity {
  [OptionalProps]?: 'messageType' | 'seq';

  @UuidKey()
  id!: string;

  @Property({ columnType: 'bigserial', type: 'bigint', unique: 'chat_message_seq_unique' })
  seq!: string;

  @Column.uuid()
  roomId!: string;

  /** A member id (identity's); no foreign key across modules. */
  @Column.uuid()
  authorId!: string;

  @Column.text()
  content!: string;

  @Property({ type: 'text', default: 'text' })
  messageType: string = 'text';

  @Column.timestamp()
  createdAt!: Date;

  @Column.nullableTimestamp()
  deletedAt?: Date | null;

  /** E-mail of the administrator who deleted it. */
  @Column.nullableText()
  deletedBy?: string | null;

  /** The deletion's place in the room's event order (a value of `seq`'s sequence). */
  @Property({ type: 'bigint', nullable: true })
  deletedSeq?: string | null;

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  /** The hiding's place in the room's event order, as `deleted_seq` (ADR 0036, 0103): open streams drop it as a deletion. */
  @Property({ type: 'bigint', nullable: true })
  hiddenSeq?: string | null;
}

/** One open tab of a member in a room; present while `last_seen_at` is recent. */
@Entity({ tableName: 'chat_presence' })
@Index({ name: 'chat_presence_room_seen_idx', properties: ['roomId', 'lastSeenAt'] })
export class ChatPresenceEntity {
  [PrimaryKeyProp]?: ['roomId', 'memberId', 'connectionId'];

  @UuidKey()
  roomId!: string;

  @UuidKey()
  memberId!: string;

  @PrimaryKey({ type: 'text' })
  connectionId!: string;

  @Column.timestamp()
  lastSeenAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}

export const chatEntities = [ChatRoomEntity, ChatMessageEntity, ChatPresenceEntity];
