import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * The columns of a row of an outbox of messages (mail, push; ADR 0062, ADR 0063):
 * the worker that claims a due row tries it, and on failure sets the next attempt.
 */
abstract class DeliveryColumns {
  /** pending | sent | failed (gave up) | skipped; mail also `logged` (no SMTP_URL), push also `gone` (subscription removed). */
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Column.timestamp()
  nextAttemptAt!: Date;

  @Column.nullableText()
  lastError?: string | null;

  @Column.nullableTimestamp()
  sentAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * The mail outbox (ADR 0062): one row per message to one member, sent by the
 * delivery worker of whichever instance claims it first (`for update skip locked`).
 * The content is rendered when the row is written, so what was sent is what the
 * row says, and the debug page can show it.
 */
@Entity({ tableName: 'mail_message' })
@Index({
  name: 'mail_message_due_idx',
  expression: `create index "mail_message_due_idx" on "mail_message" ("next_attempt_at") where "status" = 'pending'`,
})
@Index({ name: 'mail_message_member_created_idx', properties: ['memberId', 'createdAt'] })
export class MailMessageEntity extends DeliveryColumns {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  /** outcome (a submission's result, at once) | digest (daily) | weekly_place (Mondays) | account (the member's own account: a scheduled deletion). */
  @Column.text()
  kind!: string;

  /** What makes the message unique: `notification:<id>`, `digest:<member>:<day>`, … */
  @Column.text()
  @Unique({ name: 'mail_message_dedupe_key_unique' })
  dedupeKey!: string;

  /** The notification an `outcome` message tells of (the digest leaves those out). */
  @Column.nullableUuid()
  @Index({ name: 'mail_message_notification_idx' })
  notificationId?: string | null;

  @Column.text()
  toAddress!: string;

  @Column.text()
  language!: string;

  @Column.text()
  subject!: string;

  @Column.text()
  html!: string;

  @Column.text()
  text!: string;

  /** The member's one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  @Column.text()
  unsubscribeUrl!: string;

}

/** A browser's push subscription: one per device (endpoint), belonging to one member. */
@Entity({ tableName: 'push_subscription' })
export class PushSubscriptionEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  @Index({ name: 'push_subscription_member_idx' })
  memberId!: string;

  @Column.text()
  @Unique({ name: 'push_subscription_endpoint_unique' })
  endpoint!: string;

  @Column.text()
  p256dh!: string;

  @Column.text()
  auth!: string;

  /** Since when every push to it has failed (null while it works); removed after WEB_PUSH_FAILING_DAYS. */
  @Column.nullableTimestamp()
  failingSince?: Date | null;

  @Column.timestamp()
  createdAt!: Date;
}

/** One notification to push to one subscription: the push outbox (ADR 0063). */
@Entity({ tableName: 'push_delivery' })
@Unique({ name: 'push_delivery_subscription_notification_unique', properties: ['subscriptionId', 'notificationId'] })
@Index({
  name: 'push_delivery_due_idx',
  expression: `create index "push_delivery_due_idx" on "push_delivery" ("next_attempt_at") where "status" = 'pending'`,
})
export class PushDeliveryEntity extends DeliveryColumns {
  @UuidKey()
  id!: string;

  /** No foreign key: a subscription removed (410, unsubscribed) leaves its rows to fail as `gone`. */
  @Column.uuid()
  subscriptionId!: string;

  @Column.uuid()
  notificationId!: string;

  @Column.uuid()
  memberId!: string;

  /** What the browser shows (title, body, path), rendered in the member's language when queued. */
  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

}

/** The VAPID key pair generated once when none is configured (outside production). */
@Entity({ tableName: 'web_push_vapid_key' })
export class WebPushVapidKeyEntity {
  /** Always 1: one key pair per installation. */
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Column.text()
  publicKey!: string;

  @Column.text()
  privateKey!: string;

  @Column.timestamp()
  createdAt!: Date;
}

/** A daily job's run on a São Paulo day: the advisory lock serialises, this row makes it once. */
@Entity({ tableName: 'mail_job_run' })
export class MailJobRunEntity {
  @PrimaryKey({ type: 'text' })
  job!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Column.timestamp()
  createdAt!: Date;
}
