import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ownDatabase } from '../support/database.js';
import { freePort, startServer, waitFor, type ServerProcess } from '../support/process.js';

describe('WEB_CONCURRENCY: workers of one server sharing its port', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let client: pg.Client;
  let server: ServerProcess;
  let baseUrl: string;

  /** The server's own connections to the database, by their application name. */
  const connections = async (prefix: string) =>
    Number(
      (
        await client.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = current_database() and application_name like $1',
          [`${prefix}%`],
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    db = await ownDatabase('cluster');
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // The primary migrates the empty database, then forks the workers.
    server = startServer({ DATABASE_URL: db.url, WEB_CONCURRENCY: '2', JOBS_LEADER_CHECK_MS: '200' }, port);
    await waitFor(async () => (await fetch(`${baseUrl}/api/health/ready`)).ok && (await connections('poliglota-listener-')) === 2, 150_000, server.output);
  }, 180_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await client.end();
    await db.drop();
  });

  it('runs two workers that each answer on the one port, and one of them runs the timed jobs', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${baseUrl}/api/health`)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await connections('poliglota-listener-')).toBe(2);
    await waitFor(
      async () =>
        Number((await client.query<{ n: string }>("select count(*) as n from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())")).rows[0].n) === 1,
      10_000,
      () => 'one advisory lock held by the leading worker',
    );
  });

  it('stops every worker and exits 0 on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await connections('poliglota-')).toBe(0);
  }, 30_000);
});
