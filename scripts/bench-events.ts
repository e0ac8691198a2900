/**
 * Benchmark of the member event stream (`GET /api/events`, ADR 0060), on a database of its own:
 * N streams (default 500), one per member, split across two app instances on the same database;
 * E notifications (default 500) are committed for those members, each in a transaction of its
 * own written as the notifications module writes it (the notification row, then the member event under the
 * member's lock with its NOTIFY). Recorded: the time from the COMMIT's acknowledgement until the
 * member's stream receives the `notification` event (p50/p99, goal p99 ≤ 100 ms), and the
 * instances' resident memory before and after the streams opened (per open stream).
 *
 *   npm run bench:events
 *   npm run bench:events -- --streams 500 --events 500 --writers 4
 *
 * With DATABASE_URL a fresh database `poliglota_bench_events_<random>` is created on that server
 * and dropped at the end; otherwise an embedded PostgreSQL runs in a temporary directory. The two
 * instances are the built app (`dist/src/main.js`) in processes of their own, as in production;
 * this process writes the events and records when each arrives. It reports; it asserts nothing.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase } from '../src/database/migrate.js';
import { cleanUp, cleanups, openDatabase } from './bench-database.js';
import { freePort, startServer } from './bench-processes.js';

const log = (message = '') => process.stdout.write(`${message}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Options {
  streams: number;
  events: number;
  writers: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { streams: 500, events: 500, writers: 4 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(key in options) || !Number.isInteger(value) || value < 1) throw new Error(`Unknown or invalid option ${argv[i]}`);
    options[key] = value;
  }
  return options;
}

// ---------------------------------------------------------------- HTTP helpers

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type CallOptions = { cookie?: string; json?: unknown; form?: Record<string, string> };

/** One request; retried once when a kept-alive socket was closed by the server meanwhile. */
async function call(base: string, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  try {
    return await callOnce(base, method, url, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return callOnce(base, method, url, options);
  }
}

function callOnce(base: string, method: string, url: string, options: CallOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Origin: base };
    let payload: string | undefined;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const req = http.request(new URL(url, base), { method, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function cookiesOf(reply: Reply, jar: Map<string, string>): void {
  for (const line of reply.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    jar.set(name!.trim(), rest.join('='));
  }
}

const jarHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Signs a member in through the development provider; returns the session cookie header. */
async function signIn(base: string, email: string, name: string): Promise<string> {
  const jar = new Map<string, string>();
  const redirect = await call(base, 'GET', '/api/oauth/google/redirect_url');
  const startUrl = new URL(JSON.parse(redirect.body).redirectUrl as string);
  const start = await call(base, 'GET', `${startUrl.pathname}${startUrl.search}`);
  cookiesOf(start, jar);
  const authorize = new URL(start.headers.location as string, base);
  const answer = await call(base, 'POST', `/dev-auth/authorize${authorize.search}`, { cookie: jarHeader(jar), form: { email, name } });
  cookiesOf(answer, jar);
  const callback = new URL(answer.headers.location as string, base);
  const session = await call(base, 'POST', '/api/sessions', {
    cookie: jarHeader(jar),
    json: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
  });
  if (session.status !== 200) throw new Error(`Sign-in failed: ${session.status} ${session.body}`);
  cookiesOf(session, jar);
  return jarHeader(jar);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return `n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms  mean ${mean.toFixed(1)} ms`;
}

// ---------------------------------------------------------------- streams

interface Receiver {
  close(): void;
}

function openStream(
  base: string,
  cookie: string,
  onNotification: (id: string, at: number) => void,
  onReady: () => void,
  onRefused: (status: number) => void,
): Receiver {
  const req = http.get(new URL('/api/events', base), { headers: { Cookie: cookie, Accept: 'text/event-stream' }, agent: false }, (res) => {
    if (res.statusCode !== 200) {
      onRefused(res.statusCode ?? 0);
      return;
    }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.includes('event: ready')) onReady();
        else if (block.includes('event: notification')) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) onNotification((JSON.parse(data.slice(6)) as { id: string }).id, at);
        }
      }
    });
  });
  req.on('error', () => undefined);
  return { close: () => req.destroy() };
}

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid: number | undefined): number {
  if (!pid) return NaN;
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  log(`Poliglota member event benchmark: ${options.streams} streams over 2 instances, ${options.events} notifications from ${options.writers} writers`);
  log(`Node ${process.version}, ${os.cpus().length} CPUs`);
  const database = await openDatabase('poliglota_bench_events');
  log(`Database: ${database.description}`);
  await migrateDatabase(database.url);

  const secret = randomBytes(32).toString('hex');
  const bases: string[] = [];
  const pids: (number | undefined)[] = [];
  for (const label of ['A', 'B']) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startServer(`instance ${label}`, path.join(here, '..', 'src', 'main.js'), {
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: base,
      SESSION_SECRET: secret,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    }, `${base}/api/health`);
    bases.push(base);
    pids.push(child.pid);
  }

  log(`Signing in ${options.streams} members…`);
  const cookies: string[] = [];
  const memberIds: string[] = [];
  for (let i = 0; i < options.streams; i += 1) {
    const base = bases[i % 2]!;
    const cookie = await signIn(base, `events${i}@poliglota.bench`, `Evento ${i}`);
    cookies.push(cookie);
    memberIds.push((JSON.parse((await call(base, 'GET', '/api/users/me', { cookie })).body) as { id: string }).id);
  }
  // Settle the sign-ins' own events (the day's login XP) before measuring memory and delivery.
  await new Promise((r) => setTimeout(r, 3000));
  const before = pids.map(rssMiB);

  const receipts = new Map<string, number>();
  const receivers: Receiver[] = [];
  cleanups.push(async () => receivers.forEach((r) => r.close()));
  // Opened twenty at a time, as tabs arrive, not all in one instant; a refusal is retried.
  const openOne = (i: number): Promise<void> =>
    new Promise((resolve) => {
      receivers.push(
        openStream(bases[i % 2]!, cookies[i]!, (id, at) => receipts.set(id, at), resolve, (status) => {
          log(`   stream ${i} refused with ${status}; retrying`);
          setTimeout(() => void openOne(i).then(resolve), 1000);
        }),
      );
    });
  for (let i = 0; i < options.streams; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, options.streams - i) }, (_, k) => openOne(i + k)));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = pids.map(rssMiB);
  const perInstance = [Math.ceil(options.streams / 2), Math.floor(options.streams / 2)];
  log(`${options.streams} streams open (${perInstance[0]} on A, ${perInstance[1]} on B)`);

  // The writers: plain connections doing what NotificationsService.notify commits.
  const writers = await Promise.all(
    Array.from({ length: options.writers }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      cleanups.push(async () => void (await client.end()));
      return client;
    }),
  );
  const committedAt = new Map<string, number>();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    writers.map(async (client) => {
      for (;;) {
        const i = next++;
        if (i >= options.events) return;
        const memberId = memberIds[i % memberIds.length]!;
        const id = randomUUID();
        const now = new Date();
        await client.query('begin');
        await client.query(
          `insert into notification (id, member_id, type, title_key, message_key, params, is_read, created_at)
           values ($1, $2, 'other', 'gamification.badge_granted.title', 'gamification.badge_granted.message', $3, false, $4)`,
          [id, memberId, JSON.stringify({ badge: { pt: `Conquista ${i}`, en: `Badge ${i}` } }), now],
        );
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [`member-event:${memberId}`]);
        await client.query(
          `with e as (insert into member_event (member_id, type, data, created_at) values ($1, 'notification', $2, $3) returning seq)
           select seq, pg_notify('member_event', $1::text) from e`,
          [memberId, JSON.stringify({ id }), now],
        );
        await client.query('commit');
        committedAt.set(id, performance.now());
        await new Promise((r) => setTimeout(r, 10));
      }
    }),
  );
  const deadline = performance.now() + 10_000;
  while (receipts.size < options.events && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const latencies = [...committedAt].flatMap(([id, t]) => (receipts.has(id) ? [receipts.get(id)! - t] : []));

  log();
  log(`1. Delivery, COMMIT acknowledged → notification on the member's stream (${((performance.now() - start) / 1000).toFixed(1)} s):`);
  log(`   ${summary(latencies)}`);
  if (latencies.length < options.events) log(`   ${options.events - latencies.length} receipts missing after 10 s`);
  log('   goal: p99 ≤ 100 ms');
  log();
  log('2. Memory (resident set of each instance, before and after its streams opened):');
  for (const [i, label] of ['A', 'B'].entries()) {
    const grown = after[i]! - before[i]!;
    log(`   ${label}: ${before[i]!.toFixed(1)} → ${after[i]!.toFixed(1)} MiB, ${((grown * 1024) / perInstance[i]!).toFixed(1)} KiB per open stream`);
  }
}

const onSignal = () => void cleanUp().finally(() => process.exit(130));
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

main()
  .then(() => cleanUp())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanUp();
    process.exit(1);
  });
