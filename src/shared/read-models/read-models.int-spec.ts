import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DatabaseSettings } from '../../config/index.js';
import { testDatabaseUrl } from '../../../test/support/database.js';
import { PgListener } from '../notify/index.js';
import { READ_MODEL_STALE_CHANNEL, READ_MODEL_TOPICS, ReadModels, type ReadModel } from './read-models.js';

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * Shared reads in memory (ADR 0070) on the real database: a committed change of
 * the tables they depend on, by anyone, makes every instance rebuild them; a
 * listener that lost its connection makes them rebuild; rebuilds are single-flight.
 */
describe('read models kept true by PostgreSQL notifications (ReadModels)', () => {
  const url = testDatabaseUrl();
  let other: pg.Client;
  let listener: PgListener;
  let models: ReadModels;
  /** What the "database" holds: read by every rebuild. */
  let source = 0;
  let gate: Promise<void> | undefined;
  let builds = 0;
  let counter: ReadModel<number>;
  let posts: ReadModel<number>;

  beforeAll(async () => {
    other = new pg.Client({ connectionString: url });
    await other.connect();
    listener = new PgListener(new DatabaseSettings(url));
    models = new ReadModels(listener);
    counter = models.register('counter', ['ranking'], async () => {
      builds += 1;
      const value = source;
      if (gate) await gate;
      return value;
    });
    posts = models.register('posts', ['posts', 'members'], async () => source);
    await models.onApplicationBootstrap();
  });

  afterAll(async () => {
    await models.onApplicationShutdown();
    await listener.onApplicationShutdown();
    await other.end();
  });

  it('answers from memory until a committed notification on its topic, then rebuilds once', async () => {
    source = 1;
    expect(await counter.get()).toBe(1);
    source = 2;
    expect(await counter.get()).toBe(1);
    const before = counter.rebuilds;

    // Another topic: nothing changes for this model.
    await other.query(`select pg_notify($1, 'courses')`, [READ_MODEL_STALE_CHANNEL]);
    await listener.sync();
    expect(await counter.get()).toBe(1);

    // Rolled back: never delivered.
    await other.query('begin');
    await other.query(`select pg_notify($1, 'ranking')`, [READ_MODEL_STALE_CHANNEL]);
    await other.query('rollback');
    await listener.sync();
    expect(await counter.get()).toBe(1);

    await other.query(`select pg_notify($1, 'members,ranking')`, [READ_MODEL_STALE_CHANNEL]);
    await listener.sync();
    expect(await counter.get()).toBe(2);
    expect(await counter.get()).toBe(2);
    expect(counter.rebuilds).toBe(before + 1);
  });

  it('is told by the tables’ triggers: a committed change of member_xp, post, course or member', async () => {
    source = 10;
    models.invalidate(READ_MODEL_TOPICS);
    expect(await counter.get()).toBe(10);
    await posts.get();
    source = 11;
    // A change that rolls back says nothing.
    await other.query('begin');
    await other.query(`update post set title = title where false`);
    await other.query('rollback');
    await listener.sync();
    expect(await posts.get()).toBe(10);
    // A committed statement, even one that touched no row, does.
    await other.query(`update post set title = title where false`);
    await listener.sync();
    expect(await posts.get()).toBe(11);
    expect(await counter.get()).toBe(10);
    await other.query(`update member_xp set xp_total = xp_total where false`);
    await listener.sync();
    expect(await counter.get()).toBe(11);
    source = 12;
    await other.query(`update member set name = name where false`);
    await listener.sync();
    expect(await posts.get()).toBe(12);
  });

  it('concurrent readers after a change await one rebuild; a storm of changes during it queues one more, not one each', async () => {
    source = 20;
    models.invalidate(READ_MODEL_TOPICS);
    expect(await counter.get()).toBe(20);
    const start = builds;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    models.invalidate(['ranking']);
    source = 21;
    const first = Array.from({ length: 50 }, () => counter.get());
    // Fifty changes while the rebuild runs, each followed by readers.
    const later: Promise<number>[] = [];
    for (let i = 0; i < 50; i += 1) {
      source = 22 + i;
      models.invalidate(['ranking']);
      later.push(counter.get(), counter.get());
    }
    expect(builds - start).toBe(1);
    gate = undefined;
    open();
    expect(new Set(await Promise.all(first))).toEqual(new Set([21]));
    // The readers after the changes got one rebuild that saw the last of them.
    expect(new Set(await Promise.all(later))).toEqual(new Set([71]));
    expect(builds - start).toBe(2);
    expect(await counter.get()).toBe(71);
    expect(builds - start).toBe(2);
  });

  it('rebuilds after the listening connection comes back (notifications may have been missed) and serves nothing from memory while it is down', async () => {
    source = 30;
    models.invalidate(READ_MODEL_TOPICS);
    await counter.get();
    expect(await counter.get()).toBe(30);
    let reconnected = false;
    const stop = listener.onReconnect(() => (reconnected = true));
    // The change a dead connection cannot hear.
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [listener.applicationName]);
    await waitFor(() => !listener.connected);
    source = 31;
    expect(await counter.get()).toBe(31);
    source = 32;
    expect(await counter.get()).toBe(32);
    await waitFor(() => reconnected);
    stop();
    source = 33;
    // Nothing was notified: only the reconnection says the model may be stale.
    expect(await counter.get()).toBe(33);
    expect(await counter.get()).toBe(33);
  });

  it('does not keep a failed rebuild: the next reader tries again', async () => {
    const flaky = models.register('flaky', ['courses'], async () => {
      if (source < 0) throw new Error('database down');
      return source;
    });
    source = -1;
    await expect(flaky.get()).rejects.toThrow('database down');
    source = 40;
    expect(await flaky.get()).toBe(40);
  });

  it('keeps values by key (member cards): loads only the keys it lacks, in one batch shared by concurrent readers, and forgets them all at a committed change', async () => {
    const names = new Map([['a', 'Ana'], ['b', 'Bia']]);
    const batches: string[][] = [];
    let hold: Promise<void> | undefined;
    const cards = models.registerKeyed('cards', ['members'], async (keys) => {
      batches.push([...keys]);
      const answer = new Map([...keys].flatMap((k) => (names.has(k) ? [[k, names.get(k)!] as const] : [])));
      if (hold) await hold;
      return answer;
    });
    expect(await cards.getMany(['a', 'x'])).toEqual(new Map([['a', 'Ana']]));
    // 'a' and the unknown 'x' come from memory; only 'b' is loaded.
    expect(await cards.getMany(['a', 'b', 'x', 'b'])).toEqual(new Map([['a', 'Ana'], ['b', 'Bia']]));
    expect(batches).toEqual([['a', 'x'], ['b']]);
    names.set('a', 'Ana Maria');
    expect((await cards.getMany(['a'])).get('a')).toBe('Ana');

    // A rename anywhere, committed: every key is read again.
    await other.query(`update member set name = name where false`);
    await listener.sync();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const readers = Array.from({ length: 20 }, () => cards.getMany(['a', 'b']));
    expect(batches.length).toBe(3);
    // A change while that batch loads: the batch answers its readers but is not kept.
    names.set('b', 'Beatriz');
    cards.invalidate();
    hold = undefined;
    release();
    for (const answer of await Promise.all(readers)) expect(answer).toEqual(new Map([['a', 'Ana Maria'], ['b', 'Bia']]));
    expect(await cards.getMany(['a', 'b'])).toEqual(new Map([['a', 'Ana Maria'], ['b', 'Beatriz']]));
    expect(batches.length).toBe(4);
  });
});
