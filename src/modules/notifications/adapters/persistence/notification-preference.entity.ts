import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * A member's notification preferences (the settings page), one row per member
 * who has one (ADR 0082). No row: every switch on. No foreign key: members are
 * never deleted (bans keep the row).
 */
@Entity({ tableName: 'notification_preference' })
export class NotificationPreferenceEntity {
  [OptionalProps]?: 'email' | 'push' | 'community';

  @UuidKey()
  memberId!: string;

  /** E-mail: outcomes at once, the rest in the daily digest (ADR 0062). */
  @Property({ type: 'boolean', default: true })
  email: boolean = true;

  /** Web Push to the member's subscribed browsers (ADR 0063). */
  @Property({ type: 'boolean', default: true })
  push: boolean = true;

  /** Off: community activity on the member's posts creates no notification at all. */
  @Property({ type: 'boolean', default: true })
  community: boolean = true;

  @Column.timestamp()
  updatedAt!: Date;
}
