import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type session from 'express-session';
import pg from 'pg';
import { DatabaseSettings } from '../../../../config/index.js';
import { PgListener } from '../../../../shared/notify/index.js';
import { testDatabaseUrl } from '../../../../../test/support/database.js';
import { SessionCache } from './session-cache.js';
import { createSessionStore, type ClosableSessionStore } from './session-store.repository.js';

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

type Stored = session.SessionData & { memberId?: string };

/**
 * The session store with its cache, on the real database: reads are served from
 * memory until PostgreSQL says the session or its member changed, whoever changed
 * it, and never while the listening connection is down.
 */
describe('session reads from memory (SessionCache)', () => {
  const url = testDatabaseUrl();
  let pool: pg.Pool;
  let other: pg.Client;
  let listener: PgListener;
  let cache: SessionCache;
  let store: ClosableSessionStore;
  /** Session reads that went to the database. */
  let reads = 0;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const config = args[0] as { name?: string };
      if (config?.name === 'poliglota_session_get') reads += 1;
      return query(...args);
    };
    // Changes made by someone else: another instance, an administrator's SQL.
    other = new pg.Client({ connectionString: url });
    await other.connect();
    listener = new PgListener(new DatabaseSettings(url));
    cache = new SessionCache(listener);
    await cache.onApplicationBootstrap();
    store = createSessionStore(pool, cache, () => undefined);
  });

  afterAll(async () => {
    store.close();
    await cache.onApplicationShutdown();
    await listener.onApplicationShutdown();
    await other.end();
    await pool.end();
  });

  const get = (sid: string) =>
    new Promise<Stored | null | undefined>((resolve, reject) =>
      store.get(sid, (error, sess) => (error ? reject(error as Error) : resolve(sess as Stored | null | undefined))),
    );

  async function newMember(): Promise<string> {
    const id = randomUUID();
    await other.query(
      `insert into member (id, google_sub, email, email_verified, name, google_name, created_at, updated_at)
       values ($1, $2, $3, true, 'Sessão em Cache', 'Sessão em Cache', now(), now())`,
      [id, `google-${id}`, `cache-${id}@example.com`],
    );
    return id;
  }

  async function newSession(memberId: string): Promise<string> {
    const sid = randomBytes(16).toString('hex');
    const sess = { cookie: { originalMaxAge: 3_600_000, httpOnly: true, path: '/' }, memberId };
    await other.query(`insert into http_session (sid, sess, expire) values ($1, $2, now() + interval '1 hour')`, [sid, JSON.stringify(sess)]);
    return sid;
  }

  it('reads a session once, then from memory, each time as a copy of its own', async () => {
    const sid = await newSession(await newMember());
    reads = 0;
    const first = await get(sid);
    const second = await get(sid);
    const third = await get(sid);
    expect(reads).toBe(1);
    expect(second).toEqual(first);
    expect(third).not.toBe(second);
  });

  it('forgets a session another instance saved, and reads the saved one', async () => {
    const sid = await newSession(await newMember());
    await get(sid);
    await other.query(`update http_session set sess = jsonb_set(sess::jsonb, '{activeDay}', '"2036-05-04"')::json where sid = $1`, [sid]);
    await waitFor(async () => (await get(sid))?.activeDay === '2036-05-04');
  });

  it('forgets a session deleted anywhere (logout, ban): the next read finds none', async () => {
    const memberId = await newMember();
    const sid = await newSession(memberId);
    expect((await get(sid))?.memberId).toBe(memberId);
    await other.query(`delete from http_session where sess->>'memberId' = $1`, [memberId]);
    await waitFor(async () => (await get(sid)) === null);
  });

  it('forgets the sessions of a member whose e-mail changed or who was removed', async () => {
    const memberId = await newMember();
    const sid = await newSession(memberId);
    await get(sid);
    reads = 0;
    await other.query(`update member set email_verified = false where id = $1`, [memberId]);
    await waitFor(async () => {
      await get(sid);
      return reads > 0;
    });
    await get(sid);
    const before = reads;
    await other.query(`update member set name = 'Outro Nome' where id = $1`, [memberId]);
    await new Promise((r) => setTimeout(r, 200));
    await get(sid);
    expect(reads).toBe(before); // a change that does not concern the session is no reason to read again
  });

  it('does not keep a read that raced with a change of the same session', async () => {
    const sid = await newSession(await newMember());
    reads = 0;
    const pending = get(sid);
    cache.forget(sid); // the change's notification arrives while the read is under way
    await pending;
    await get(sid);
    expect(reads).toBe(2);
  });

  it('reads every time while the listening connection is down, and empties itself when it is back', async () => {
    const memberId = await newMember();
    const sid = await newSession(memberId);
    await get(sid);
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [listener.applicationName]);
    await waitFor(() => !listener.connected);
    // A deletion whose notification nobody hears: the store must still see it at once.
    await other.query(`delete from http_session where sid = $1`, [sid]);
    expect(await get(sid)).toBeNull();
    const again = await newSession(memberId);
    reads = 0;
    await get(again);
    await get(again);
    expect(reads).toBe(2);
    await waitFor(() => listener.connected, 10_000);
    reads = 0;
    await get(again);
    await get(again);
    expect(reads).toBe(1);
  });
});
