import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../time/clock.js';
import { OutboxEventEntity } from '../outbox/outbox-event.entity.js';
import { EventScope } from './event-scope.js';
import type { IntegrationEvent, IntegrationEventMap, IntegrationEventType } from './integration-events.js';

/**
 * Delay before another dispatcher may pick up an event published inside an
 * event scope: the scope dispatches it itself right after its commit.
 */
const IN_SCOPE_GRACE_MS = 10_000;

/**
 * Publishes an integration event by writing it to the outbox with the caller's
 * EntityManager, so it commits or rolls back with the fact it announces.
 * Call it inside `em.transactional(...)`. Inserting the row notifies the
 * `outbox_event` channel at commit (a trigger), which wakes the dispatchers.
 */
@Injectable()
export class EventPublisher {
  constructor(private readonly clock: Clock) {}

  /**
   * With `afterAnswer`, the event is left out of the current scope: a request answers without
   * waiting for its handlers, and the commit's notification hands it to a dispatcher of some
   * instance (ADR 0005's amendment) — for work too long to hold an answer on, such as
   * preparing a member's copy of their data (ADR 0106).
   */
  publish<T extends IntegrationEventType>(
    em: EntityManager,
    type: T,
    payload: IntegrationEventMap[T],
    options: { afterAnswer?: boolean } = {},
  ): IntegrationEvent<T> {
    const inScope = EventScope.active() && options.afterAnswer !== true;
    const now = this.clock.now();
    const event: IntegrationEvent<T> = {
      id: randomUUID(),
      type,
      payload,
      occurredAt: now.toISOString(),
    };
    em.persist(
      em.create(OutboxEventEntity, {
        id: event.id,
        type,
        payload: payload as unknown as Record<string, unknown>,
        occurredAt: now,
        createdAt: now,
        // Outside any scope nobody dispatches it here: it is due at once, and the
        // commit's notification (ADR 0005) wakes a dispatcher of some instance.
        nextAttemptAt: new Date(Date.now() + (inScope ? IN_SCOPE_GRACE_MS : 0)),
        attempts: 0,
      }),
    );
    if (inScope) EventScope.record(event.id);
    return event;
  }
}
