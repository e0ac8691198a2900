import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../time/clock.js';
import { OutboxEventEntity } from '../outbox/outbox-event.entity.js';
import { EventScope } from './event-scope.js';
import type { IntegrationEvent, IntegrationEventMap, IntegrationEventType } from './integration-events.js';

/** Delay before the poller may pick up an event the request itself will dispatch. */
const IN_REQUEST_GRACE_MS = 10_000;

/**
 * Publishes an integration event by writing it to the outbox with the caller's
 * EntityManager, so it commits or rolls back with the fact it announces.
 * Call it inside `em.transactional(...)`.
 */
@Injectable()
export class EventPublisher {
  constructor(private readonly clock: Clock) {}

  publish<T extends IntegrationEventType>(
    em: EntityManager,
    type: T,
    payload: IntegrationEventMap[T],
  ): IntegrationEvent<T> {
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
        nextAttemptAt: new Date(Date.now() + IN_REQUEST_GRACE_MS),
        attempts: 0,
      }),
    );
    EventScope.record(event.id);
    return event;
  }
}
