/**
 * Soak of one app instance, to find what grows per request or per member: M members (default
 * 200) each go round the hot reads, the chat (a read, now and then a message) and their event
 * stream (opened, read until `ready`, closed) for S seconds (default 30) per phase:
 *
 *   warm-up   the first M members, 10 s: lazily built state and caches fill
 *   same      the same M members again: what grows now grows per request
 *   new       M members never seen: what grows now grows per member
 *
 * After each phase the server writes a heap snapshot (`--heapsnapshot-signal`, a full GC first);
 * the script prints the live heap, the resident memory (peak during the phase and at its end)
 * and the constructors whose live objects grew most from one snapshot to the next.
 *
 *   npm run bench:soak
 *   npm run bench:soak -- --members 200 --seconds 30
 *   SOAK_SNAPSHOTS=/tmp/soak npm run bench:soak    (keeps the snapshots there for DevTools)
 *
 * With DATABASE_URL a fresh database `poliglota_bench_soak_<random>` is created on that server
 * and dropped at the end; otherwise an embedded PostgreSQL runs in a temporary directory. The
 * server is the built app (`dist/src/main.js`) in a process of its own. It reports; it asserts nothing.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase } from '../src/database/migrate.js';
import { GENERAL_ROOM_ID } from '../src/modules/chat/domain/chat.js';
import { call, rssMiB, runBenchmark, signIn } from './bench-client.js';
import { cleanUp, cleanups, openDatabase } from './bench-database.js';
import { freePort, startServer } from './bench-processes.js';

const log = (message = '') => process.stdout.write(`${message}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));
const WARM_UP_SECONDS = 10;
const TOP = 15;

interface Options {
  members: number;
  seconds: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { members: 200, seconds: 30 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(key in options) || !Number.isInteger(value) || value < 1) throw new Error(`Unknown or invalid option ${argv[i]}`);
    options[key] = value;
  }
  return options;
}

// ---------------------------------------------------------------- what a member does

const READS = [
  '/api/users/me',
  '/api/notifications/unread-count',
  '/api/notifications',
  '/api/dashboard',
  '/api/ranking',
  '/api/community/posts',
  '/api/courses',
  '/api/chat/rooms',
  `/api/chat/rooms/${GENERAL_ROOM_ID}/messages`,
];

/** Opens the member's event stream, waits for `ready` and closes it, as a tab that comes and goes. */
function visitEventStream(base: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(new URL('/api/events', base), { headers: { Cookie: cookie, Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve(res.statusCode ?? 0);
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: ready')) {
          req.destroy();
          resolve(200);
        }
      });
    });
    req.on('error', () => resolve(0));
  });
}

/** Every member goes round its requests, one at a time, until `until`; returns the count per status. */
async function soak(base: string, cookies: string[], until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  await Promise.all(
    cookies.map(async (cookie, member) => {
      for (let round = 0; Date.now() < until; round += 1) {
        for (const read of READS) count((await call(base, 'GET', read, { cookie })).status);
        if (round % 3 === member % 3) {
          count((await call(base, 'POST', `/api/chat/rooms/${GENERAL_ROOM_ID}/messages`, { cookie, json: { content: `Mensagem ${member}.${round}` } })).status);
        }
        count(await visitEventStream(base, cookie));
      }
    }),
  );
  return statuses;
}

async function signInMembers(base: string, from: number, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = from; i < from + count; i += 10) {
    const batch = Array.from({ length: Math.min(10, from + count - i) }, (_, k) => signIn(base, `soak${i + k}@poliglota.bench`, `Soak ${i + k}`));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

// ---------------------------------------------------------------- heap snapshots

interface HeapCensus {
  /** Bytes of every live object (the snapshot's self sizes). */
  total: number;
  /** Count and bytes per constructor (objects, closures by name) or per kind of the rest. */
  byName: Map<string, { count: number; size: number }>;
}

/** Asks the server for a snapshot (SIGUSR2) and waits until the file is whole. */
async function takeSnapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (!file) continue;
    const full = path.join(dir, file);
    const size = fs.statSync(full).size;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // V8 writes the closing brace last: a file that ends with it and stopped growing is complete.
    if (size > 0 && size === fs.statSync(full).size && readTail(full).trimEnd().endsWith('}')) return full;
  }
  throw new Error('the heap snapshot did not arrive within 120 s');
}

function readTail(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    const buffer = Buffer.alloc(Math.min(64, size));
    fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Counts a snapshot's live objects by constructor without parsing the whole file as one JSON
 * value (it may exceed V8's longest string): the header and the strings are JSON, the nodes a
 * flat list of integers read byte by byte.
 */
function census(file: string): HeapCensus {
  const data = fs.readFileSync(file);
  const nodesAt = data.indexOf('"nodes":[');
  const edgesAt = data.indexOf('"edges":[', nodesAt);
  const stringsAt = data.lastIndexOf('"strings":[');
  const header = JSON.parse(`${data.subarray(0, nodesAt).toString('utf8').replace(/,\s*$/, '')}}`) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  };
  const strings = JSON.parse(data.subarray(stringsAt + '"strings":'.length, data.lastIndexOf(']') + 1).toString('utf8')) as string[];
  const fields = header.snapshot.meta.node_fields;
  const types = header.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];

  const byName = new Map<string, { count: number; size: number }>();
  let total = 0;
  let node: number[] = [];
  let value = 0;
  let inNumber = false;
  const end = data.lastIndexOf(']', edgesAt);
  for (let i = nodesAt + '"nodes":['.length; i <= end; i += 1) {
    const byte = data[i]!;
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + (byte - 48);
      inNumber = true;
      continue;
    }
    if (!inNumber) continue;
    node.push(value);
    value = 0;
    inNumber = false;
    if (node.length < fields.length) continue;
    const type = types[node[typeAt]!]!;
    const size = node[sizeAt]!;
    const key = type === 'object' || type === 'closure' ? `${strings[node[nameAt]!]}${type === 'closure' ? '()' : ''}` : `(${type})`;
    const entry = byName.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += size;
    byName.set(key, entry);
    total += size;
    node = [];
  }
  return { total, byName };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

function printGrowth(from: HeapCensus, to: HeapCensus, per: { label: string; count: number }): void {
  const rows = [...new Set([...from.byName.keys(), ...to.byName.keys()])].map((name) => {
    const a = from.byName.get(name) ?? { count: 0, size: 0 };
    const b = to.byName.get(name) ?? { count: 0, size: 0 };
    return { name, count: b.count - a.count, size: b.size - a.size, after: b.count };
  });
  rows.sort((x, y) => y.size - x.size);
  log(`   live heap ${mib(from.total)} → ${mib(to.total)} (${signed((to.total - from.total) / 1024, 1)} KiB, ${signed((to.total - from.total) / per.count, 1)} B per ${per.label})`);
  log(`   largest growth by constructor (bytes, objects, objects now):`);
  for (const row of rows.slice(0, TOP)) {
    log(`     ${row.name.slice(0, 48).padEnd(48)} ${signed(row.size / 1024, 1).padStart(9)} KiB ${signed(row.count).padStart(8)} ${String(row.after).padStart(9)}`);
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  log(`Poliglota soak: ${options.members} members, ${WARM_UP_SECONDS} s warm-up, then ${options.seconds} s with the same members and ${options.seconds} s with new ones`);
  log(`Node ${process.version}, ${os.cpus().length} CPUs`);
  const database = await openDatabase('poliglota_bench_soak');
  log(`Database: ${database.description}`);
  await migrateDatabase(database.url);

  // SOAK_SNAPSHOTS keeps the snapshots in that directory, to open them in Chrome's DevTools afterwards.
  const kept = process.env.SOAK_SNAPSHOTS;
  const snapshots = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-soak-'));
  if (kept) fs.mkdirSync(snapshots, { recursive: true });
  else cleanups.push(async () => fs.rmSync(snapshots, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'server',
    path.join(here, '..', 'src', 'main.js'),
    {
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: base,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    `${base}/api/health`,
    ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`],
  );
  const pid = server.pid!;

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
  cleanups.push(async () => clearInterval(sampler));

  const phase = async (label: string, cookies: string[], seconds: number) => {
    peak = rssMiB(pid);
    const started = Date.now();
    const statuses = await soak(base, cookies, started + seconds * 1000);
    const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const end = rssMiB(pid);
    const snapshot = census(await takeSnapshot(pid, snapshots));
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    log(`${label}: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(0)} s (${answers}); RSS peak ${peak.toFixed(0)} MiB, ${end.toFixed(0)} MiB at the end; live heap ${mib(snapshot.total)}`);
    return { snapshot, requests };
  };

  log(`Signing in ${options.members} members…`);
  const first = await signInMembers(base, 0, options.members);
  log(`RSS after sign-in: ${rssMiB(pid).toFixed(0)} MiB`);
  log();
  const warm = await phase('1. warm-up', first, WARM_UP_SECONDS);
  const same = await phase('2. same members', first, options.seconds);
  log(`Signing in ${options.members} more members…`);
  const second = await signInMembers(base, options.members, options.members);
  const fresh = await phase('3. new members', second, options.seconds);

  log();
  log('Growth from the warm-up to the end of the same members’ phase (per request):');
  printGrowth(warm.snapshot, same.snapshot, { label: 'request', count: same.requests });
  log();
  log('Growth over the new members’ phase, sign-ins included (per member):');
  printGrowth(same.snapshot, fresh.snapshot, { label: 'member', count: options.members });
}

runBenchmark(main, cleanUp);
