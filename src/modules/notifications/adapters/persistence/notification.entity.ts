import { Entity, Index, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * One entry of a member's notification inbox. Title and message are keys plus
 * parameters, rendered in the reader's language when read.
 */
@Entity({ tableName: 'notification' })
@Index({
  name: 'notification_member_created_idx',
  expression:
    'create index "notification_member_created_idx" on "notification" ("member_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'notification_member_unread_idx',
  expression: 'create index "notification_member_unread_idx" on "notification" ("member_id") where "is_read" = false',
})
export class NotificationEntity {
  @UuidKey()
  id!: string;

  /** The recipient. No foreign key: members are never deleted (bans keep the row). */
  @Column.uuid()
  memberId!: string;

  /** level_up | community | admin_message | other */
  @Column.text()
  type!: string;

  @Column.text()
  titleKey!: string;

  @Column.text()
  messageKey!: string;

  @Property({ type: 'jsonb' })
  params!: Record<string, unknown>;

  /** The SPA page the notification is about (e-mail links, push clicks); null: the inbox. */
  @Column.nullableText()
  path?: string | null;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Column.timestamp()
  createdAt!: Date;
}
