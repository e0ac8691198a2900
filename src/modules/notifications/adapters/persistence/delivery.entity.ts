import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

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

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'timestamptz' })
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
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  /** outcome (a submission's result, at once) | digest (daily) | weekly_place (Mondays). */
  @Property({ type: 'text' })
  kind!: string;

  /** What makes the message unique: `notification:<id>`, `digest:<member>:<day>`, … */
  @Property({ type: 'text' })
  @Unique({ name: 'mail_message_dedupe_key_unique' })
  dedupeKey!: string;

  /** The notification an `outcome` message tells of (the digest leaves those out). */
  @Property({ type: 'uuid', nullable: true })
  @Index({ name: 'mail_message_notification_idx' })
  notificationId?: string | null;

  @Property({ type: 'text' })
  toAddress!: string;

  @Property({ type: 'text' })
  language!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  /** The member's one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  @Property({ type: 'text' })
  unsubscribeUrl!: string;

}

/** A browser's push subscription: one per device (endpoint), belonging to one member. */
@Entity({ tableName: 'push_subscription' })
export class PushSubscriptionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index({ name: 'push_subscription_member_idx' })
  memberId!: string;

  @Property({ type: 'text' })
  @Unique({ name: 'push_subscription_endpoint_unique' })
  endpoint!: string;

  @Property({ type: 'text' })
  p256dh!: string;

  @Property({ type: 'text' })
  auth!: string;

  /** Since when every push to it has failed (null while it works); removed after WEB_PUSH_FAILING_DAYS. */
  @Property({ type: 'timestamptz', nullable: true })
  failingSince?: Date | null;

  @Property({ type: 'timestamptz' })
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
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** No foreign key: a subscription removed (410, unsubscribed) leaves its rows to fail as `gone`. */
  @Property({ type: 'uuid' })
  subscriptionId!: string;

  @Property({ type: 'uuid' })
  notificationId!: string;

  @Property({ type: 'uuid' })
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

  @Property({ type: 'text' })
  publicKey!: string;

  @Property({ type: 'text' })
  privateKey!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** A daily job's run on a São Paulo day: the advisory lock serialises, this row makes it once. */
@Entity({ tableName: 'mail_job_run' })
export class MailJobRunEntity {
  @PrimaryKey({ type: 'text' })
  job!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
