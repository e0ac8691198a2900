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
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase } from '../src/database/migrate.js';
import { call, rssMiB, runBenchmark, signIn } from './bench-client.js';
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

runBenchmark(main, cleanUp);
