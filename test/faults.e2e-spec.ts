import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { CookieAccessInfo } from 'cookiejar';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { PgPool } from '../src/shared/pg-pool/pg-pool.js';
import { GENERAL_ROOM, ENGLISH_ROOM, openStream } from './support/chat.js';
import { ownDatabase } from './support/database.js';
import { freePort, within } from './support/process.js';
import { acceptConsents, authorizeWithDevProvider, uniqueEmail, type Agent } from './support/sign-in.js';

/**
 * Faults of a real server process (`node dist/src/main.js`, as `npm start` runs
 * it) on a real PostgreSQL: SIGTERM under load, and the database going away
 * and coming back (issue 25, ADR 0059).
 */

interface Server {
  process: ChildProcess;
  baseUrl: string;
  port: number;
  lines: string[];
  exited: Promise<number | null>;
}

async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!lines.some((line) => line.includes('Poliglota is running'))) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${lines.join('\n')}`);
    if (Date.now() - started > 60_000) throw new Error(`The server did not start:\n${lines.join('\n')}`);
    await sleep(100);
  }
  return { process: child, baseUrl: `http://127.0.0.1:${port}`, port, lines, exited };
}

/** SIGTERM's delay before the drain, short here (ADR 0125; test/platform/shutdown-delay.e2e-spec.ts tests the delay itself). */
const SHUTDOWN_DELAY_MS = 1_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function signInMember(baseUrl: string, name: string): Promise<{ agent: Agent; cookie: string }> {
  const agent = request.agent(baseUrl);
  const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail('fault'), name });
  await acceptConsents(agent, (await agent.post('/api/sessions').send({ code, state }).expect(200)).body);
  const jar = (agent as unknown as { jar: { getCookies(info: unknown): { toValueString(): string } } }).jar;
  return { agent, cookie: jar.getCookies(CookieAccessInfo.All).toValueString() };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A failed call, and when (performance.now()) its connection was established, if it was. */
class CallError extends Error {
  constructor(
    message: string,
    readonly connectedAt: number | undefined,
  ) {
    super(message);
  }
}

/** One request on a connection of its own; rejects on a connection error or after `timeoutMs`. */
function call(baseUrl: string, method: string, urlPath: string, cookie: string, body?: unknown, timeoutMs = 15_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${urlPath}`,
      {
        method,
        agent: false,
        headers: {
          Cookie: cookie,
          Connection: 'close',
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    let connectedAt: number | undefined;
    req.on('socket', (socket) => socket.once('connect', () => (connectedAt = performance.now())));
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => reject(new CallError(error.message, connectedAt)));
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let server: Server;

  beforeAll(async () => {
    db = await ownDatabase('shutdown');
    server = await startServer(db.url, { SHUTDOWN_TIMEOUT_SECONDS: '4', SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) });
  }, 90_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await db?.drop();
  });

  it('finishes the requests in flight, ends streams with a retry hint, cuts a half-sent request and exits 0', async () => {
    const { baseUrl } = server;
    const member = await signInMember(baseUrl, 'Sara Sigterm');

    // A live stream, read raw to see how it ends.
    let streamText = '';
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/chat/rooms/${GENERAL_ROOM}/stream`, { headers: { Accept: 'text/event-stream', Cookie: member.cookie } }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (streamText += chunk));
          res.on('end', resolve);
          res.on('close', resolve);
        })
        .on('error', reject);
    });

    // Writes in flight at the signal: headers and half the body sent before it, the rest after.
    const slowWrites = [GENERAL_ROOM, ENGLISH_ROOM].map((room, index) => {
      const payload = JSON.stringify({ content: `Mensagem em voo ${index} ${Date.now()}` });
      const half = Math.floor(payload.length / 2);
      const req = http.request(`${baseUrl}/api/chat/rooms/${room}/messages`, {
        method: 'POST',
        agent: false,
        headers: { Cookie: member.cookie, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      });
      const answer = new Promise<Answer>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        req.on('error', reject);
      });
      req.write(payload.slice(0, half));
      return { finish: () => req.end(payload.slice(half)), answer };
    });

    // A client that sends half its headers and then nothing.
    const stalled = net.connect(server.port, '127.0.0.1');
    const stalledClosed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    stalled.on('error', () => undefined);
    stalled.write(`POST /api/chat/rooms/${GENERAL_ROOM}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n`);

    // Load: readers on fresh connections until the process is gone.
    let loading = true;
    const answers: number[] = [];
    // Connections established before the signal are in flight: none of them may fail.
    const failedInFlight: string[] = [];
    let signalledAt = Infinity;
    const reader = async () => {
      while (loading) {
        try {
          answers.push((await call(baseUrl, 'GET', '/api/chat/rooms', member.cookie)).status);
        } catch (error) {
          const connectedAt = (error as CallError).connectedAt;
          if (connectedAt !== undefined && connectedAt < signalledAt) failedInFlight.push(String(error));
          // Refused once the server stopped accepting: what a proxy retries on another instance.
          if (performance.now() >= signalledAt) return;
        }
      }
    };
    const readers = Array.from({ length: 6 }, () => reader());
    await sleep(1_000);

    signalledAt = performance.now();
    server.process.kill('SIGTERM');
    // Finished once the delay is over and the listener closed: in flight through the drain (ADR 0125).
    await sleep(SHUTDOWN_DELAY_MS + 500);
    for (const write of slowWrites) write.finish();

    const written = await Promise.all(slowWrites.map((write) => within(write.answer, 10_000, 'a write in flight')));
    for (const answer of written) {
      expect(answer.status).toBe(201);
      // Answered whole, on a connection that then closes: the client does not send more on it.
      expect(answer.headers.connection).toBe('close');
    }
    await within(streamEnded, 10_000, 'the stream to end');
    expect(streamText).toContain('retry: 1000');

    const code = await within(server.exited, 30_000, 'the process to exit with a half-sent request open');
    await within(stalledClosed, 1_000, 'the half-sent request to be cut');
    loading = false;
    await Promise.all(readers);
    expect(code).toBe(0);

    // No reader was answered with an error (no 503 while closing), and none in flight failed.
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect(failedInFlight).toEqual([]);

    // What was acknowledged is stored.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (const answer of written) {
        const { messageId } = JSON.parse(answer.body) as { messageId: string };
        const { rowCount } = await client.query('select 1 from chat_message where id = $1', [messageId]);
        expect(rowCount).toBe(1);
      }
    } finally {
      await client.end();
    }
  }, 90_000);
});

describe('SIGTERM with kept-alive connections', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let server: Server;

  beforeAll(async () => {
    db = await ownDatabase('keepalive');
    server = await startServer(db.url, { SHUTDOWN_TIMEOUT_SECONDS: '4', SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) });
  }, 90_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await db?.drop();
  });

  it('answers requests that arrive on kept-alive connections during the drain with Connection: close, never a reset', async () => {
    const { baseUrl } = server;
    const member = await signInMember(baseUrl, 'Kelly Keepalive');
    // Ten clients, each reusing its one connection as a proxy's upstream pool does.
    const agents = Array.from({ length: 10 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const get = (agent: http.Agent) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get(`${baseUrl}/api/chat/rooms`, { agent, headers: { Cookie: member.cookie } }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          })
          .on('error', reject);
      });
    let signalled = false;
    const answers: Answer[] = [];
    const resets: string[] = [];
    const client = async (agent: http.Agent) => {
      for (;;) {
        try {
          const answer = await get(agent);
          answers.push(answer);
          if (signalled && answer.headers.connection === 'close') return;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Refused once the server stopped listening: what a proxy retries elsewhere.
          if (signalled && code === 'ECONNREFUSED') return;
          resets.push(`${code ?? ''} ${String(error)}`);
          if (signalled) return;
        }
        await sleep(Math.random() * 30);
      }
    };
    const clients = agents.map((agent) => client(agent));
    await sleep(1_000);
    signalled = true;
    server.process.kill('SIGTERM');
    await within(Promise.all(clients), 15_000, 'the clients to be told to close');
    const code = await within(server.exited, 15_000, 'the process to exit');
    for (const agent of agents) agent.destroy();

    expect(code).toBe(0);
    expect(resets).toEqual([]);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  }, 90_000);
});

describe('PostgreSQL going away under load', () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-outage-'));
  fs.chmodSync(tmpDir, 0o755);
  const dataDir = path.join(tmpDir, 'data');
  let pgPort: number;
  let database: EmbeddedPostgres;
  let server: Server;

  beforeAll(async () => {
    pgPort = await freePort();
    database = new EmbeddedPostgres({ dataDir, port: pgPort });
    await database.start();
    await database.ensureDatabase('poliglota');
    server = await startServer(database.urlFor('poliglota'));
  }, 120_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await server?.exited;
    await database?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and the request id, recovers by itself, loses no acknowledged write', async () => {
    const { baseUrl } = server;
    const [reader, writerA, writerB] = await Promise.all([
      signInMember(baseUrl, 'Rita Leitora'),
      signInMember(baseUrl, 'Beto Escritor'),
      signInMember(baseUrl, 'Caio Escritor'),
    ]);
    const stream = await openStream(baseUrl, reader.agent, GENERAL_ROOM);
    expect(stream.status).toBe(200);

    let loading = true;
    const answers: Answer[] = [];
    const failures: string[] = [];
    const acknowledged: string[] = [];
    const readLoop = async () => {
      while (loading) {
        try {
          answers.push(await call(baseUrl, 'GET', '/api/chat/rooms', reader.cookie));
        } catch (error) {
          failures.push(String(error));
        }
        await sleep(50);
      }
    };
    // Slow mode allows 5 messages per 10 s per member and room: one every 2.2 s each.
    const writeLoop = async (cookie: string, room: string) => {
      let n = 0;
      while (loading) {
        n += 1;
        try {
          const answer = await call(baseUrl, 'POST', `/api/chat/rooms/${room}/messages`, cookie, { content: `carga ${n} ${Date.now()}` });
          answers.push(answer);
          if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { messageId: string }).messageId);
        } catch (error) {
          failures.push(String(error));
        }
        await sleep(2_200);
      }
    };
    const loops = [readLoop(), readLoop(), readLoop(), writeLoop(writerA.cookie, GENERAL_ROOM), writeLoop(writerB.cookie, ENGLISH_ROOM)];
    await sleep(1_500);

    await database.stop();
    // Long enough for the old back-off (0.5 s doubling) to have grown past 4 s.
    await sleep(9_000);
    const ready = await call(baseUrl, 'GET', '/api/health/ready', '');
    expect(ready.status).toBe(503);
    expect((await call(baseUrl, 'GET', '/api/health', '')).status).toBe(200);

    await database.start();
    const back = Date.now();
    for (;;) {
      if ((await call(baseUrl, 'GET', '/api/health/ready', '')).status === 200) break;
      if (Date.now() - back > 15_000) throw new Error('readiness did not come back');
      await sleep(100);
    }
    // Live chat resumes within a second or two of the database's return.
    const text = `De volta ${Date.now()}`;
    const sent = await call(baseUrl, 'POST', `/api/chat/rooms/${GENERAL_ROOM}/messages`, writerB.cookie, { content: text });
    expect(sent.status).toBe(201);
    acknowledged.push((JSON.parse(sent.body) as { messageId: string }).messageId);
    await stream.next((e) => e.event === 'message' && JSON.stringify(e.data).includes(text), 3_000);

    loading = false;
    await Promise.all(loops);
    stream.close();

    expect(server.process.exitCode).toBeNull();
    // Never a hang (every call has a 15 s limit) nor a 500: a refusal is a 503 that says when to retry and which request it was.
    expect(failures).toEqual([]);
    const refused = answers.filter((a) => a.status >= 300);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      const body = JSON.parse(answer.body) as { code: string; requestId?: string };
      expect(body.requestId).toBe(answer.headers['x-request-id']);
    }

    // No acknowledged write was lost.
    const client = new pg.Client({ connectionString: database.urlFor('poliglota') });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from chat_message where id = any($1::uuid[])', [acknowledged]);
      expect(Number(rows[0].n)).toBe(acknowledged.length);
    } finally {
      await client.end();
    }

    // The driver's outage lines are in the JSON log like every other line.
    const plain = server.lines.filter((line) => !line.startsWith('[poliglota]') && !isJson(line));
    expect(plain).toEqual([]);
  }, 120_000);
});

describe('PostgreSQL hanging under load', () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-hang-'));
  fs.chmodSync(tmpDir, 0o755);
  const dataDir = path.join(tmpDir, 'data');
  let database: EmbeddedPostgres;
  let server: Server;
  let stopped: number[] = [];

  beforeAll(async () => {
    database = new EmbeddedPostgres({ dataDir, port: await freePort() });
    await database.start();
    await database.ensureDatabase('poliglota');
    server = await startServer(database.urlFor('poliglota'));
  }, 120_000);
  afterAll(async () => {
    for (const pid of stopped) signal(pid, 'SIGCONT');
    server?.process.kill('SIGKILL');
    await server?.exited;
    await database?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while every PostgreSQL process is stopped for 15 s, never exits, and recovers', async () => {
    const { baseUrl } = server;
    const members = await Promise.all(['Dora Painel', 'Ivo Painel', 'Lia Painel'].map((name) => signInMember(baseUrl, name)));
    for (const member of members) expect((await call(baseUrl, 'GET', '/api/dashboard', member.cookie)).status).toBe(200);

    let loading = true;
    const answers: Answer[] = [];
    const failures: string[] = [];
    // Ordinary load: each member's dashboard, over and over, on fresh connections, from more loops
    // than the pool has connections. A hung query holds its connection, so once every connection
    // hangs, the loops beyond them wait for one and are answered 503 after the pool's wait. With
    // fewer loops than connections (six, before) nothing waited, every answer came late but 200.
    const loop = async (cookie: string) => {
      while (loading) {
        try {
          answers.push(await call(baseUrl, 'GET', '/api/dashboard', cookie, undefined, 40_000));
        } catch (error) {
          failures.push(String(error));
        }
        await sleep(100);
      }
    };
    const loops = Array.from({ length: PgPool.SIZE + 2 }, (_, i) => loop(members[i % members.length].cookie));
    await sleep(1_000);

    // The whole server hangs, as a host that froze: its connections stay open, nothing answers.
    stopped = postgresProcesses(dataDir);
    expect(stopped.length).toBeGreaterThan(1);
    for (const pid of stopped) signal(pid, 'SIGSTOP');
    await sleep(15_000);
    expect(server.process.exitCode).toBeNull();
    for (const pid of stopped) signal(pid, 'SIGCONT');
    stopped = [];

    const back = Date.now();
    for (;;) {
      if ((await call(baseUrl, 'GET', '/api/dashboard', members[0].cookie, undefined, 40_000)).status === 200) break;
      if (Date.now() - back > 20_000) throw new Error('the dashboard did not come back');
      await sleep(250);
    }
    loading = false;
    await Promise.all(loops);

    expect(server.process.exitCode).toBeNull();
    expect(failures).toEqual([]);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(server.lines.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
  }, 150_000);
});

/** The postmaster of `dataDir` and every process it started (its backends, checkpointer, writers). */
function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The field after the command's closing parenthesis: state, then the parent's id.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
