import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Column } from '../../../../shared/persistence/index.js';

/**
 * One event of a member's live stream (ADR 0060), kept a short while so a tab
 * that reconnects with Last-Event-ID receives what it missed. `seq` is the
 * event id; a member's events are inserted under the member's advisory lock, so
 * within a member seq order is commit order.
 */
@Entity({ tableName: 'member_event' })
@Index({ name: 'member_event_member_seq_idx', properties: ['memberId', 'seq'] })
@Index({ name: 'member_event_created_idx', properties: ['createdAt'] })
export class MemberEventEntity {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  seq!: string;

  /** No foreign key: members are never deleted (bans keep the row). */
  @Column.uuid()
  memberId!: string;

  /** notification | unread | xp | rank | badge */
  @Column.text()
  type!: string;

  @Property({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Column.timestamp()
  createdAt!: Date;
}
