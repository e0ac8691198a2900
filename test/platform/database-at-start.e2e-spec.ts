import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { ownDatabase } from '../support/database.js';
import { freePort, startServer, waitFor, within, type ServerProcess } from '../support/process.js';

/**
 * A start against a DATABASE_URL that is not reachable yet (ADR 0125): the built server listens
 * with liveness 200 and readiness 503, waits, and becomes ready once PostgreSQL answers; with
 * nothing ever answering it gives up after DATABASE_STARTUP_TIMEOUT_MS and says why.
 */

/** A TCP relay to PostgreSQL, listening on `port` only once started: PostgreSQL coming up late. */
function relayTo(target: URL, port: number, sockets: Set<net.Socket>): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('A start while PostgreSQL is not reachable yet', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let server: ServerProcess | undefined;
  let relay: net.Server | undefined;
  const relayed = new Set<net.Socket>();

  beforeAll(async () => {
    db = await ownDatabase('late_start', { migrated: true });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    for (const socket of relayed) socket.destroy();
    await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
    await db?.drop();
  });

  it('listens with liveness 200 and readiness 503, then becomes ready once PostgreSQL answers', async () => {
    const relayPort = await freePort();
    const lateUrl = new URL(db.url);
    lateUrl.hostname = '127.0.0.1';
    lateUrl.port = String(relayPort);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer({ DATABASE_URL: lateUrl.toString(), DATABASE_STARTUP_TIMEOUT_MS: '60000', LOG_LEVEL: 'info' }, port);

    await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 30_000, server.output);
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { code: string }).code).toBe('STARTING');
    const other = await fetch(`${baseUrl}/api/courses`);
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('5');
    expect(server.output()).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/\w+ is not reachable \(.*ECONNREFUSED.*\); retrying for up to 60 s/);
    // Still waiting a few seconds on, not exited.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(503);

    relay = await relayTo(new URL(db.url), relayPort, relayed);
    await waitFor(async () => (await fetch(`${baseUrl}/api/health/ready`)).ok, 60_000, server.output);
    expect(server.output()).toContain('is reachable; starting');
    expect(server.output()).toContain('Poliglota is running');
    const courses = await fetch(`${baseUrl}/api/courses`);
    expect(courses.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await within(server.exited, 20_000, 'the process to exit')).toBe(0);
  }, 120_000);

  it('gives up after DATABASE_STARTUP_TIMEOUT_MS with exit code 1 and a line that says why', async () => {
    const nowhere = new URL(db.url);
    nowhere.hostname = '127.0.0.1';
    nowhere.port = String(await freePort());
    const port = await freePort();
    const startedAt = Date.now();
    // Five seconds of waiting, so that liveness is seen answering while it waits; and as long as the
    // first test for the process to listen: on a loaded machine loading the app took over 10 s.
    server = startServer({ DATABASE_URL: nowhere.toString(), DATABASE_STARTUP_TIMEOUT_MS: '5000' }, port);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 30_000, server.output);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(503);

    expect(await within(server.exited, 20_000, 'the process to give up')).toBe(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(5_000);
    expect(server.output()).toMatch(
      /Poliglota failed to start: PostgreSQL at 127\.0\.0\.1:\d+\/\w+ was not reachable within 5 s \(.*ECONNREFUSED.*\)\. Check DATABASE_URL/,
    );
    // One line, no stack trace.
    expect(server.output()).not.toMatch(/\n\s+at /);
    // The password never reaches the log.
    const password = decodeURIComponent(new URL(db.url).password);
    if (password) expect(server.output()).not.toContain(password);
  }, 60_000);
});
