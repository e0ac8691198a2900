import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestingModule } from '@nestjs/testing';
import { EventPublisher, OutboxDispatcher } from '../../src/shared/events/index.js';
import type { IntegrationEventMap, IntegrationEventType } from '../../src/shared/events/index.js';

export const newId = (): string => randomUUID();

/**
 * Publishes integration events through the real outbox (each in its own
 * committed transaction) and hands them to their handlers, as a request's
 * drain or the poller would.
 */
export class EventDriver {
  private readonly orm: MikroORM;
  private readonly publisher: EventPublisher;
  private readonly dispatcher: OutboxDispatcher;

  constructor(moduleRef: TestingModule) {
    this.orm = moduleRef.get(MikroORM);
    this.publisher = moduleRef.get(EventPublisher);
    this.dispatcher = moduleRef.get(OutboxDispatcher);
  }

  async publish<T extends IntegrationEventType>(type: T, payload: IntegrationEventMap[T]): Promise<string> {
    return this.orm.em.fork().transactional(async (em) => this.publisher.publish(em, type, payload).id);
  }

  /** Publishes and delivers one event. */
  async emit<T extends IntegrationEventType>(type: T, payload: IntegrationEventMap[T]): Promise<void> {
    await this.deliverConcurrently([await this.publish(type, payload)]);
  }

  /** Publishes `copies` identical events (distinct ids), then delivers them all at once. */
  async emitConcurrently<T extends IntegrationEventType>(
    type: T,
    payload: IntegrationEventMap[T],
    copies = 20,
  ): Promise<void> {
    const ids = await Promise.all(Array.from({ length: copies }, () => this.publish(type, payload)));
    await this.deliverConcurrently(ids);
  }

  /**
   * Delivers already published events concurrently, and fails when a handler
   * failed (the dispatcher itself only logs and schedules a retry).
   */
  async deliverConcurrently(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.dispatcher.dispatch([id])));
    const failed = await this.orm.em
      .fork()
      .execute<{ id: string; type: string; last_error: string }[]>(
        'select id, type, last_error from outbox_event where id in (?) and dispatched_at is null',
        [ids],
      );
    if (failed.length > 0) {
      throw new Error(`Undelivered events: ${failed.map((f) => `${f.type}: ${f.last_error}`).join('; ')}`);
    }
  }
}
