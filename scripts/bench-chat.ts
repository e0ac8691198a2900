/**
 * Benchmark of the chat (ADR 0024), on a database of its own:
 *
 *  1. Delivery: N members (default 200) hold a live stream of one room, split across two app
 *     instances on the same database; messages are posted through both instances in turn, and
 *     the time from the POST until each stream receives the message is recorded (p50/p99,
 *     goal p99 ≤ 100 ms).
 *  2. Polling: the spec's client, `GET /api/chat/rooms/{id}/messages?after=<latest>` every 3 s
 *     from M simulated members (default 1 000, ≈ 333 requests/s) for D seconds, compared with a
 *     bare Node + `pg` server running the same SQL (goal p99 ≤ 50 ms).
 *
 *   npm run bench:chat
 *   npm run bench:chat -- --streams 200 --pollers 1000 --seconds 15 --messages 200
 *
 * With DATABASE_URL a fresh database `poliglota_bench_<random>` is created on that server and
 * dropped at the end; otherwise an embedded PostgreSQL runs in a temporary directory. The two
 * instances are the built app (`dist/src/main.js`) in processes of their own, as in production,
 * and so is the bare server (scripts/bench-http-bare.ts); this process only generates the load
 * and records when each event arrives. This reports timings; it asserts nothing.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { migrateDatabase } from '../src/database/migrate.js';
import { GENERAL_ROOM_ID } from '../src/modules/chat/domain/chat.js';
import { call, runBenchmark, signIn, type Reply } from './bench-client.js';
import { cleanUp, cleanups, openDatabase } from './bench-database.js';
import { freePort, startServer } from './bench-processes.js';

const log = (message = '') => process.stdout.write(`${message}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Options {
  streams: number;
  pollers: number;
  seconds: number;
  messages: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { streams: 200, pollers: 1000, seconds: 15, messages: 200 };
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

function openStream(base: string, cookie: string, onMessage: (id: string, at: number) => void, onReady: () => void): Receiver {
  const req = http.get(
    new URL(`/api/chat/rooms/${GENERAL_ROOM_ID}/stream`, base),
    { headers: { Cookie: cookie, Accept: 'text/event-stream' }, agent: false },
    (res) => {
      if (res.statusCode !== 200) throw new Error(`Stream refused: ${res.statusCode}`);
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
          else if (block.includes('event: message')) {
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data) onMessage((JSON.parse(data.slice(6)) as { id: string }).id, at);
          }
        }
      });
    },
  );
  req.on('error', () => undefined);
  return { close: () => req.destroy() };
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));

  log(`Poliglota chat benchmark: ${options.streams} streams over 2 instances, ${options.messages} messages; ${options.pollers} pollers for ${options.seconds} s`);
  log(`Node ${process.version}, ${os.cpus().length} CPUs`);
  const database = await openDatabase('poliglota_bench_chat');
  log(`Database: ${database.description}`);
  await migrateDatabase(database.url);

  const secret = randomBytes(32).toString('hex');
  const bases: string[] = [];
  for (const label of ['A', 'B']) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await startServer(`instance ${label}`, path.join(here, '..', 'src', 'main.js'), {
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: base,
      SESSION_SECRET: secret,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    }, `${base}/api/health`);
    bases.push(base);
  }

  log(`Signing in ${options.streams} members…`);
  const cookies: string[] = [];
  for (let i = 0; i < options.streams; i += 1) cookies.push(await signIn(bases[i % 2]!, `bench${i}@poliglota.bench`, `Bench ${i}`));

  // ------------------------------------------------------------ 1. delivery
  const sentAt = new Map<string, number>();
  const receipts = new Map<string, number[]>();
  let received = 0;
  let ready = 0;
  const allReady = new Promise<void>((resolve) => {
    const receivers: Receiver[] = [];
    for (let i = 0; i < options.streams; i += 1) {
      receivers.push(
        openStream(
          bases[i % 2]!,
          cookies[i]!,
          (id, at) => {
            // A receipt can arrive before the POST has answered: keep it, match it later.
            const list = receipts.get(id) ?? [];
            list.push(at);
            receipts.set(id, list);
            received += 1;
          },
          () => {
            ready += 1;
            if (ready === options.streams) resolve();
          },
        ),
      );
    }
    cleanups.push(async () => receivers.forEach((r) => r.close()));
  });
  await allReady;
  log(`${options.streams} streams open (${Math.ceil(options.streams / 2)} on A, ${Math.floor(options.streams / 2)} on B)`);

  const expected = options.messages * options.streams;
  const sendOne = async (i: number) => {
    const base = bases[i % 2]!;
    // Rotating senders stay far below slow mode (5 per 10 s per member).
    const cookie = cookies[i % cookies.length]!;
    const t0 = performance.now();
    const reply = await call(base, 'POST', `/api/chat/rooms/${GENERAL_ROOM_ID}/messages`, { cookie, json: { content: `bench ${i}` } });
    if (reply.status !== 201) throw new Error(`Send failed: ${reply.status} ${reply.body}`);
    sentAt.set((JSON.parse(reply.body) as { messageId: string }).messageId, t0);
  };
  const deliveryStart = performance.now();
  for (let i = 0; i < options.messages; i += 1) {
    await sendOne(i);
    await new Promise((r) => setTimeout(r, 20));
  }
  const deadline = performance.now() + 10_000;
  while (received < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const latencies = [...sentAt].flatMap(([id, t0]) => (receipts.get(id) ?? []).map((at) => at - t0));
  log();
  log(`1. Delivery, POST → receipt on every stream (${((performance.now() - deliveryStart) / 1000).toFixed(1)} s):`);
  log(`   ${summary(latencies)}`);
  if (latencies.length < expected) log(`   ${expected - latencies.length} receipts missing after 10 s`);
  log('   goal: p99 ≤ 100 ms');

  // ------------------------------------------------------------ 2. polling
  const latest = (JSON.parse((await call(bases[0]!, 'GET', `/api/chat/rooms/${GENERAL_ROOM_ID}/messages?limit=1`, { cookie: cookies[0] })).body) as {
    messages: { id: string }[];
  }).messages[0]!.id;
  const poll = async (base: string, cookieFor: (i: number) => string | undefined, pathFor: string) => {
    const times: number[] = [];
    let failures = 0;
    const interval = 3000;
    // This process's own pauses (its garbage collector, timers) delay the timed requests too:
    // measured, so a tail can be told apart from the server's.
    const loadLoop = monitorEventLoopDelay({ resolution: 10 });
    // The first cycle opens every poller's connection and warms the path up: not recorded.
    const measureFrom = performance.now() + interval;
    const end = measureFrom + options.seconds * 1000;
    setTimeout(() => loadLoop.enable(), interval).unref();
    await Promise.all(
      Array.from({ length: options.pollers }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i / options.pollers) * interval));
        while (performance.now() < end) {
          const next = performance.now() + interval;
          const t0 = performance.now();
          const reply = await call(base, 'GET', pathFor, { cookie: cookieFor(i) }).catch(() => ({ status: 0 }) as Reply);
          if (t0 < measureFrom) {
            // warm-up
          } else if (reply.status === 200) times.push(performance.now() - t0);
          else failures += 1;
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      }),
    );
    return { times, failures, loadLoop };
  };
  const pollPath = `/api/chat/rooms/${GENERAL_ROOM_ID}/messages?after=${latest}`;
  const app = await poll(bases[0]!, (i) => cookies[i % cookies.length], pollPath);

  // Bare Node + pg in a process of its own: the same session lookup and the same two statements
  // (the cursor's seq, then the page after it), as in bench:http.
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  await startServer('bare server', path.join(here, 'bench-http-bare.js'), { DATABASE_URL: database.url, PORT: String(barePort), SESSION_SECRET: secret }, `${bareBase}/api/health`);
  const baseline = await poll(bareBase, (i) => cookies[i % cookies.length], pollPath);

  log();
  log(`2. Polling, GET …/messages?after= from ${options.pollers} members every 3 s (≈ ${Math.round(options.pollers / 3)} rps) for ${options.seconds} s after a 3 s warm-up cycle:`);
  log(`   app (one instance):  ${summary(app.times)}  failures ${app.failures}`);
  log(`   bare Node + pg:      ${summary(baseline.times)}  failures ${baseline.failures}`);
  const loopDelay = (h: ReturnType<typeof monitorEventLoopDelay>) =>
    `p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms  max ${(h.max / 1e6).toFixed(1)} ms`;
  log(`   the load process's own event-loop delay meanwhile: app run ${loopDelay(app.loadLoop)}, bare run ${loopDelay(baseline.loadLoop)}`);
  const appP99 = percentile([...app.times].sort((a, b) => a - b), 99);
  const bareP99 = percentile([...baseline.times].sort((a, b) => a - b), 99);
  log(`   p99 ratio app / bare: ${(appP99 / bareP99).toFixed(2)}   goal: app p99 ≤ 50 ms`);
}

runBenchmark(main, cleanUp);
