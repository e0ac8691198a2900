import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../persistence/index.js';

/** One integration event, written in the publisher's transaction (ADR 0005). */
@Entity({ tableName: 'outbox_event' })
@Index({
  name: 'outbox_event_due_idx',
  expression:
    'create index "outbox_event_due_idx" on "outbox_event" ("next_attempt_at") where "dispatched_at" is null',
})
export class OutboxEventEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  type!: string;

  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Column.timestamp()
  occurredAt!: Date;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  nextAttemptAt!: Date;

  @Column.nullableTimestamp()
  dispatchedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Column.nullableText()
  lastError?: string | null;
}

/** Which handler has already handled which event: the deduplication key. */
@Entity({ tableName: 'processed_event' })
export class ProcessedEventEntity {
  @UuidKey()
  eventId!: string;

  @PrimaryKey({ type: 'text' })
  handler!: string;

  @Column.timestamp()
  createdAt!: Date;
}
