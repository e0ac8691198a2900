import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../test/support/module.js';
import { EventPublisher } from './event-publisher.js';
import { EventScope } from './event-scope.js';
import { OnIntegrationEvent } from './event-handler.registry.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import type { IntegrationEvent } from './integration-events.js';

declare module './integration-events.js' {
  interface IntegrationEventMap {
    'test.something_happened': { key: string };
  }
}

@Injectable()
class Recorder {
  readonly seen: string[] = [];
  failuresLeft = new Map<string, number>();

  @OnIntegrationEvent('test.something_happened')
  async record(event: IntegrationEvent<'test.something_happened'>): Promise<void> {
    const left = this.failuresLeft.get(event.payload.key) ?? 0;
    if (left > 0) {
      this.failuresLeft.set(event.payload.key, left - 1);
      throw new Error('transient failure');
    }
    this.seen.push(event.payload.key);
  }
}

describe('outbox event bus', () => {
  let moduleRef: TestingModule;
  let orm: MikroORM;
  let publisher: EventPublisher;
  let dispatcher: OutboxDispatcher;
  let recorder: Recorder;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({ providers: [Recorder] }));
    orm = moduleRef.get(MikroORM);
    publisher = moduleRef.get(EventPublisher);
    dispatcher = moduleRef.get(OutboxDispatcher);
    recorder = moduleRef.get(Recorder);
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  const publishCommitted = (key: string) =>
    EventScope.run(async () => {
      await orm.em.fork().transactional(async (em) => {
        publisher.publish(em, 'test.something_happened', { key });
      });
      await dispatcher.drainScope();
    });

  it('delivers a committed event to its handler right after the commit', async () => {
    await publishCommitted('delivered');
    expect(recorder.seen).toContain('delivered');
  });

  it('publishes nothing when the transaction rolls back', async () => {
    await EventScope.run(async () => {
      await expect(
        orm.em.fork().transactional(async (em) => {
          publisher.publish(em, 'test.something_happened', { key: 'rolled-back' });
          throw new Error('the fact failed');
        }),
      ).rejects.toThrow('the fact failed');
      await dispatcher.drainScope();
    });
    const rows = await orm.em.fork().execute(`select 1 from outbox_event where payload->>'key' = 'rolled-back'`);
    expect(rows).toHaveLength(0);
    expect(recorder.seen).not.toContain('rolled-back');
  });

  it('delivers again an event whose handler failed once, and only once after that', async () => {
    recorder.failuresLeft.set('flaky', 1);
    await publishCommitted('flaky');
    expect(recorder.seen).not.toContain('flaky');

    const [row] = await orm.em
      .fork()
      .execute(`select id, attempts, last_error, dispatched_at from outbox_event where payload->>'key' = 'flaky'`);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('transient failure');
    expect(row.dispatched_at).toBeNull();

    // Make the retry due now instead of after the back-off.
    await orm.em.fork().execute(`update outbox_event set next_attempt_at = now() where id = ?`, [row.id]);
    await dispatcher.dispatchDue();
    await dispatcher.dispatchDue();
    await dispatcher.dispatch([row.id]);
    expect(recorder.seen.filter((k) => k === 'flaky')).toHaveLength(1);
  });

  it('handles an event once even when dispatched concurrently', async () => {
    const [{ id }] = await EventScope.run(async () => {
      await orm.em.fork().transactional(async (em) => {
        publisher.publish(em, 'test.something_happened', { key: 'raced' });
      });
      return orm.em.fork().execute(`select id from outbox_event where payload->>'key' = 'raced'`);
    });
    await Promise.all(Array.from({ length: 10 }, () => dispatcher.dispatch([id])));
    expect(recorder.seen.filter((k) => k === 'raced')).toHaveLength(1);
  });
});
