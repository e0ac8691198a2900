import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { DatabaseSettings } from '../../config/index.js';
import { testDatabaseUrl } from '../../../test/support/database.js';
import { openOrm } from '../../../test/support/module.js';
import { PgListener, notify } from './pg-listener.js';

const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('PgListener and notify', () => {
  let orm: MikroORM;
  let listener: PgListener;

  beforeAll(async () => {
    orm = await openOrm();
    listener = new PgListener(new DatabaseSettings(testDatabaseUrl()));
  });
  afterAll(async () => {
    await listener.onApplicationShutdown();
    await orm.close(true);
  });

  it('delivers a notification at commit and never on rollback', async () => {
    const got: string[] = [];
    const stop = await listener.listen('test_notify', (p) => got.push(p));
    await orm.em.fork().transactional(async (em) => {
      await notify(em, 'test_notify', 'committed');
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual([]);
    });
    await waitFor(() => got.length === 1);
    await expect(
      orm.em.fork().transactional(async (em) => {
        await notify(em, 'test_notify', 'rolled-back');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await orm.em.fork().transactional((em) => notify(em, 'test_notify', 'second'));
    await waitFor(() => got.length === 2);
    expect(got).toEqual(['committed', 'second']);
    await stop();
  });

  it('reconnects after its connection is killed, listens again and tells subscribers to catch up', async () => {
    const got: string[] = [];
    let reconnects = 0;
    listener.onReconnect(() => (reconnects += 1));
    const stop = await listener.listen('test_reconnect', (p) => got.push(p));
    await orm.em
      .fork()
      .execute('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?', [listener.applicationName]);
    await waitFor(() => reconnects > 0, 10_000);
    await orm.em.fork().transactional((em) => notify(em, 'test_reconnect', 'after'));
    await waitFor(() => got.includes('after'));
    await stop();
  });

  it('sync() returns only after the notifications of transactions committed before it were handled', async () => {
    const got: string[] = [];
    const stop = await listener.listen('test_sync', (p) => got.push(p));
    // Without the barrier, the check right after the commit would often run before the
    // notification arrived: twenty rounds make a barrier that waits for nothing fail.
    for (let round = 0; round < 20; round += 1) {
      await orm.em.fork().transactional((em) => notify(em, 'test_sync', `round-${round}`));
      await listener.sync();
      expect(got).toContain(`round-${round}`);
    }
    await stop();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(listener.listen('bad"; drop table x', () => undefined)).rejects.toThrow('Invalid notification channel');
  });
});
