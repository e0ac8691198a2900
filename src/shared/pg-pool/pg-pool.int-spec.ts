import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DatabaseSettings } from '../../config/index.js';
import { testDatabaseUrl } from '../../../test/support/database.js';
import { PgPool } from './pg-pool.js';

/**
 * A pool connection that PostgreSQL ends (a restart, a failover, `pg_terminate_backend`) while
 * someone holds it between two queries. pg-pool takes its own `error` listener off a client
 * while it is lent, so without one of the pool's for the client's whole life the `57P01`
 * notice becomes an unhandled `error` event: the process (or the test file's Jest worker) dies.
 */
describe('a lent pool connection that PostgreSQL ends', () => {
  let db: PgPool;
  let other: pg.Client;

  beforeAll(async () => {
    db = new PgPool(new DatabaseSettings(testDatabaseUrl()));
    other = new pg.Client({ connectionString: testDatabaseUrl() });
    other.on('error', () => undefined);
    await other.connect();
  });

  afterAll(async () => {
    await other.end();
    await db.onApplicationShutdown();
  });

  it('ends no process: the holder’s next query fails, and the pool lends a working connection after it', async () => {
    const lent = await db.pool.connect();
    const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise<void>((resolve) => lent.once('end', () => resolve()));
    // Only this connection: never one of another Jest worker's database.
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid = $1', [rows[0].pid]);
    await ended;

    await expect(lent.query('select 1')).rejects.toThrow();
    lent.release(true);
    const [answer] = await db.prepared<{ one: number }>('pool-after-loss', 'select 1 as one', []);
    expect(answer.one).toBe(1);
  });
});
