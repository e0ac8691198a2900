import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../test/support/module.js';
import { EventPublisher } from './event-publisher.js';
import { OnIntegrationEvent } from './event-handler.registry.js';
import { OutboxDispatcher, withEventScope } from './outbox-dispatcher.js';
import type { IntegrationEvent } from './integration-events.js';
import { PgListener } from '../notify/pg-listener.js';

declare module './integration-events.js' {
  interface IntegrationEventMap {
    'test.woke_up': { key: string };
  }
}

@Injectable()
class WakeRecorder {
  readonly seen: string[] = [];

  @OnIntegrationEvent('test.woke_up')
  async record(event: IntegrationEvent<'test.woke_up'>): Promise<void> {
    this.seen.push(event.payload.key);
  }
}

/** Resolves once `check` holds; fails after `withinMs`. */
async function eventually(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The poll interval is 10 minutes in tests (test/support/env.ts): only a
// notification or the scope's own dispatch can deliver within a second.
describe('events outside a request', () => {
  let first: TestingModule;
  let second: TestingModule;

  beforeAll(async () => {
    ({ moduleRef: first } = await createTestModule({ providers: [WakeRecorder] }));
    ({ moduleRef: second } = await createTestModule({ providers: [WakeRecorder] }));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const publishFrom = (moduleRef: TestingModule, key: string) =>
    moduleRef
      .get<MikroORM>(MikroORM)
      .em.fork()
      .transactional(async (em) => {
        moduleRef.get(EventPublisher).publish(em, 'test.woke_up', { key });
      });
  const seenBy = (moduleRef: TestingModule) => moduleRef.get(WakeRecorder).seen;
  const seenByAny = (key: string) => [...seenBy(first), ...seenBy(second)].filter((k) => k === key).length;

  it('handles an event a timer published without any scope within a second, once', async () => {
    setTimeout(() => void publishFrom(first, 'from-a-timer'), 0);
    await eventually(() => seenByAny('from-a-timer') === 1, 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenByAny('from-a-timer')).toBe(1);
  });

  it('dispatches what a withEventScope unit of work published when it settles', async () => {
    const dispatcher = second.get(OutboxDispatcher);
    await dispatcher.withEventScope(() => publishFrom(second, 'from-a-scope'));
    expect(seenBy(second)).toContain('from-a-scope');
  });

  it('offers withEventScope as a plain function for timers and scripts', async () => {
    await new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        withEventScope(() => publishFrom(second, 'from-a-plain-function')).then(resolve, reject);
      }, 0),
    );
    await eventually(() => seenByAny('from-a-plain-function') === 1, 1000);
  });

  it('lets a second instance handle an event the first published', async () => {
    // The first instance stops dispatching; only the second one listens now.
    await first.get(OutboxDispatcher).onApplicationShutdown();
    await publishFrom(first, 'across-instances');
    await eventually(() => seenBy(second).includes('across-instances'), 1000);
    expect(seenBy(first)).not.toContain('across-instances');
  });

  it('prunes delivered events older than the retention, with their deduplication rows', async () => {
    const em = second.get<MikroORM>(MikroORM).em.fork();
    const delivered = async (key: string) => {
      const rows = await em.execute(`select id from outbox_event where payload->>'key' = ? and dispatched_at is not null`, [key]);
      return rows[0]?.id as string | undefined;
    };
    await publishFrom(second, 'old');
    await publishFrom(second, 'recent');
    let id: string | undefined;
    for (const deadline = Date.now() + 1000; !(id = await delivered('old')) || !(await delivered('recent')); ) {
      if (Date.now() > deadline) throw new Error('not delivered within a second');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await em.execute(`update outbox_event set dispatched_at = now() - interval '8 days' where id = ?`, [id]);
    expect(await em.execute('select 1 from processed_event where event_id = ?', [id])).toHaveLength(1);

    await second.get(OutboxDispatcher).prune(7);

    const left = await em.execute<{ key: string }[]>(`select payload->>'key' as key from outbox_event where payload->>'key' in ('old', 'recent')`);
    expect(left.map((r) => r.key)).toEqual(['recent']);
    expect(await em.execute('select 1 from processed_event where event_id = ?', [id])).toHaveLength(0);
  });
});

describe('the listening connection', () => {
  let moduleRef: TestingModule;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({ providers: [WakeRecorder] }));
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  it('comes back after PostgreSQL drops it, and wakes the dispatcher again', async () => {
    const em = moduleRef.get<MikroORM>(MikroORM).em.fork();
    // This instance's listening connection only (other test files share the database).
    const pid = (moduleRef.get(PgListener) as unknown as { client: { processID: number } }).client.processID;
    const [killed] = await em.execute<{ done: boolean }[]>('select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and pid = ?', [pid]);
    expect(killed.done).toBe(true);
    // Reconnection is retried after 0.5 s, 1 s, …; then a commit wakes it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await em.fork().transactional(async (tx) => {
      moduleRef.get(EventPublisher).publish(tx, 'test.woke_up', { key: 'after-reconnect' });
    });
    await eventually(() => moduleRef.get(WakeRecorder).seen.includes('after-reconnect'), 1000);
  });
});
