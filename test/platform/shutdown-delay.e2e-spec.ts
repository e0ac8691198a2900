import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import request from 'supertest';
import { CookieAccessInfo } from 'cookiejar';
import { ownDatabase } from '../support/database.js';
import { freePort, startServer, waitFor, within, type ServerProcess } from '../support/process.js';
import { authorizeWithDevProvider, uniqueEmail } from '../support/sign-in.js';

/**
 * SIGTERM under load on kept-alive connections (ADR 0125): readiness answers 503 at once, every
 * other request is served as usual for SHUTDOWN_DELAY_MS, then the listener closes and each
 * connection is told `Connection: close`. The built server, as an operator runs it.
 */

const DELAY_MS = 2_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, agent: http.Agent | false, cookie = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: cookie ? { Cookie: cookie } : {}, timeout: 15_000 }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('timed out'));
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM under load with a shutdown delay', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    db = await ownDatabase('drain_delay', { migrated: true });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServer({ DATABASE_URL: db.url, SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_TIMEOUT_SECONDS: '4', LOG_LEVEL: 'info' }, port);
    await waitFor(async () => (await fetch(`${baseUrl}/api/health/ready`)).ok, 90_000, server.output);
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await db?.drop();
  });

  it('answers readiness 503 at once, serves every request sent before the listener closed, and exits 0', async () => {
    const agent = request.agent(baseUrl);
    const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail('drain'), name: 'Dora Drain' });
    await agent.post('/api/sessions').send({ code, state }).expect(200);
    const jar = (agent as unknown as { jar: { getCookies(info: unknown): { toValueString(): string } } }).jar;
    const cookie = jar.getCookies(CookieAccessInfo.All).toValueString();

    // Ten clients, each reusing its one connection as a proxy's upstream pool does, sending
    // without pause; told `Connection: close`, a client opens a new connection for its next one.
    const agents = Array.from({ length: 10 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    let signalledAt = Infinity;
    const served: { sentAt: number; answer: Answer }[] = [];
    const refusedAt: number[] = [];
    const failed: string[] = [];
    const client = async (pool: http.Agent) => {
      for (;;) {
        const sentAt = performance.now();
        try {
          served.push({ sentAt, answer: await get(`${baseUrl}/api/chat/rooms`, pool, cookie) });
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Refused: the listener is closed, which a proxy retries on another instance.
          if (code === 'ECONNREFUSED' && sentAt >= signalledAt) {
            refusedAt.push(sentAt - signalledAt);
            return;
          }
          // A reset, a hang-up: a request the server took and dropped.
          failed.push(`${Math.round(sentAt - signalledAt)} ms after the signal: ${code ?? ''} ${String(error)}`);
          if (sentAt >= signalledAt) return;
        }
      }
    };
    const clients = agents.map((pool) => client(pool));
    await sleep(1_500);

    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    // Readiness, asked on fresh connections during the first part of the delay.
    const readiness: Answer[] = [];
    await sleep(100);
    while (performance.now() - signalledAt < DELAY_MS - 700) {
      const sentAt = performance.now();
      try {
        readiness.push(await get(`${baseUrl}/api/health/ready`, false));
      } catch (error) {
        failed.push(`readiness ${Math.round(sentAt - signalledAt)} ms after the signal: ${String(error)}`);
      }
      await sleep(100);
    }

    await within(Promise.all(clients), 20_000, 'the clients to find the listener closed');
    const exitCode = await within(server.exited, 20_000, 'the process to exit');
    for (const pool of agents) pool.destroy();

    expect(failed).toEqual([]);
    expect(exitCode).toBe(0);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.map((answer) => [answer.status, (JSON.parse(answer.body) as { code: string }).code])).toEqual(
      readiness.map(() => [503, 'SHUTTING_DOWN']),
    );
    // A balancer or client told 503 is told when to ask again, as the document declares for every 503.
    expect(readiness.map((answer) => answer.headers['retry-after'])).toEqual(readiness.map(() => expect.stringMatching(/^\d+$/)));
    // Served as usual through the delay, on the same connections; closed only after it.
    expect(served.filter((s) => s.answer.status !== 200).map((s) => s.answer.status)).toEqual([]);
    const duringDelay = served.filter((s) => s.sentAt > signalledAt + 200 && s.sentAt < signalledAt + DELAY_MS - 200);
    expect(duringDelay.length).toBeGreaterThan(10);
    expect(duringDelay.filter((s) => s.answer.headers.connection === 'close')).toEqual([]);
    expect(refusedAt.length).toBe(agents.length);
    expect(Math.min(...refusedAt)).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(server.output()).toContain('Stopped accepting connections');
  }, 90_000);
});
