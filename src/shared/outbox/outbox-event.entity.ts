import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One integration event, written in the publisher's transaction (ADR 0005). */
@Entity({ tableName: 'outbox_event' })
@Index({
  name: 'outbox_event_due_idx',
  expression:
    'create index "outbox_event_due_idx" on "outbox_event" ("next_attempt_at") where "dispatched_at" is null',
})
export class OutboxEventEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  dispatchedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}

/** Which handler has already handled which event: the deduplication key. */
@Entity({ tableName: 'processed_event' })
export class ProcessedEventEntity {
  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @PrimaryKey({ type: 'text' })
  handler!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
