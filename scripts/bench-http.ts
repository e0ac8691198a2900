/**
 * HTTP benchmark of the request path (ADR 0018): the built app and a bare Node
 * `http` + `pg` server doing the same SQL (scripts/bench-http-bare.ts), both on one
 * freshly seeded database, both driven by autocannon from a third process
 * (scripts/bench-http-load.ts), signed in with a real session. Prints, per hot
 * read, rps, p50, p99 and errors for each, and the ratio app / bare.
 *
 *   npm run bench:http
 *   npm run bench:http -- --members 10000 --posts 5000 --seconds 5 --connections 50 --out bench/results/http-<date>.md
 *   npm run bench:http -- --workers 2   # the app as WEB_CONCURRENCY=2 runs it: compare with --workers 1 on one machine
 *
 * With DATABASE_URL, a fresh database `poliglota_bench_http_<random>` is created on
 * that server and dropped at the end; otherwise an embedded PostgreSQL runs in a
 * temporary directory, removed at the end. A benchmark, not a test: it asserts nothing.
 */
import 'reflect-metadata';
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase } from '../src/database/migrate.js';
import { saoPauloDay, saoPauloWeekStart, startOfSaoPauloDay } from '../src/shared/time/index.js';
import { cleanUp, createSession, openDatabase, seed, seedPosts, type SeedPlan } from './bench-database.js';
import { freePort, startServer } from './bench-processes.js';
import type { LoadResult, LoadTarget } from './bench-http-load.js';
import { BENCH_RECENT_MESSAGE_ID, GENERAL_ROOM_ID, seedContent } from './bench-seed-content.js';

const log = (message = '') => process.stdout.write(`${message}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));

/** The chat poll: the general room, after a message five before the newest (scripts/bench-seed-content.ts). */
const CHAT_POLL = `/api/chat/rooms/${GENERAL_ROOM_ID}/messages?after=${BENCH_RECENT_MESSAGE_ID}`;

/**
 * The hot reads measured. `bare` is the yardstick's path for the same question
 * (scripts/bench-http-bare.ts has one handler per path). To add a hot read, add a
 * line here and its handler, with the endpoint's SQL, to `routes` in bench-http-bare.ts.
 */
const ENDPOINTS: { name: string; path: string; bare: string; signedIn: boolean }[] = [
  { name: 'GET /api/health (bare: no-op)', path: '/api/health', bare: '/api/health', signedIn: false },
  { name: 'GET /api/landing/stats', path: '/api/landing/stats', bare: '/api/landing/stats', signedIn: false },
  { name: 'GET /api/users/me', path: '/api/users/me', bare: '/api/users/me', signedIn: true },
  { name: 'GET /api/notifications/unread-count', path: '/api/notifications/unread-count', bare: '/api/notifications/unread-count', signedIn: true },
  { name: 'GET /api/ranking', path: '/api/ranking', bare: '/api/ranking', signedIn: true },
  { name: 'GET /api/dashboard', path: '/api/dashboard', bare: '/api/dashboard', signedIn: true },
  { name: 'GET /api/community/posts', path: '/api/community/posts', bare: '/api/community/posts', signedIn: true },
  { name: 'GET /api/courses', path: '/api/courses', bare: '/api/courses', signedIn: true },
  { name: 'GET /api/review/summary', path: '/api/review/summary', bare: '/api/review/summary', signedIn: true },
  { name: 'GET /api/chat/rooms/{general}/messages?after=', path: CHAT_POLL, bare: CHAT_POLL, signedIn: true },
];

interface Options {
  members: number;
  ledger: number;
  posts: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  out?: string;
  only?: string;
  /** Another build's dist/src/main.js, e.g. to measure before and after a change under the same load. */
  app?: string;
  /** Writes a CPU profile of the app (node --cpu-prof) into this directory. */
  profile?: string;
  /** Server workers of the app (WEB_CONCURRENCY, ADR 0067); 1 is one process, as before. */
  workers: number;
  /** Signed-in members of the SPA scenario (0: no scenario) and its length. */
  online: number;
  onlineSeconds: number;
  /**
   * Seconds each scenario is played before it is measured: the members' sessions and the reads
   * that every member repeats (the chat's polls) are then in the app's caches, as after a few
   * seconds of a real day, instead of 1 000 members all arriving in the measured window.
   */
  scenarioWarmupSeconds: number;
  /** Signed-in members of the live scenario (0: no scenario): streams held, no polling. */
  streaming: number;
  /** Only the members' scenarios: no hot reads, no frameworks' floor (e.g. to profile a scenario). */
  scenariosOnly: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { members: 10_000, ledger: 200_000, posts: 5_000, seconds: 5, warmupSeconds: 1, connections: 50, workers: 1, online: 1_000, onlineSeconds: 20, scenarioWarmupSeconds: 10, streaming: 1_000, scenariosOnly: false };
  const integer = (name: string, raw: string | undefined, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs an integer ≥ ${min} (got ${raw})`);
    return value;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const next = () => inline ?? argv[++i];
    switch (flag) {
      case '--members':
        options.members = integer('members', next(), 100);
        break;
      case '--ledger':
        options.ledger = integer('ledger', next(), 100);
        break;
      case '--posts':
        options.posts = integer('posts', next(), 0);
        break;
      case '--seconds':
        options.seconds = integer('seconds', next(), 1);
        break;
      case '--warmup':
        options.warmupSeconds = integer('warmup', next(), 0);
        break;
      case '--connections':
        options.connections = integer('connections', next(), 1);
        break;
      case '--out':
        options.out = next();
        break;
      case '--workers':
        options.workers = integer('workers', next(), 1);
        break;
      case '--online':
        options.online = integer('online', next(), 0);
        break;
      case '--online-seconds':
        options.onlineSeconds = integer('online-seconds', next(), 1);
        break;
      case '--scenario-warmup':
        options.scenarioWarmupSeconds = integer('scenario-warmup', next(), 0);
        break;
      case '--streaming':
        options.streaming = integer('streaming', next(), 0);
        break;
      case '--scenarios-only':
        options.scenariosOnly = true;
        break;
      case '--only':
        options.only = next();
        break;
      case '--profile':
        options.profile = path.resolve(next());
        break;
      case '--app':
        options.app = path.resolve(next());
        break;
      case '--help':
      case '-h':
        log('Usage: npm run bench:http -- [--members 10000] [--ledger 200000] [--posts 5000] [--seconds 5] [--warmup 1]');
        log('                             [--connections 50] [--only <substring of a path>] [--out bench/results/http-<date>.md]');
        log('                             [--app <another build\'s dist/src/main.js>] [--profile <dir for a CPU profile of the app>]');
        log('                             [--online 1000 (members of the SPA scenario; 0 skips it)] [--online-seconds 20]');
        log('                             [--scenario-warmup 10 (seconds each scenario is played, unmeasured, before it is measured; 0: from the members\' first request)]');
        log('                             [--streaming 1000 (members of the live scenario; 0 skips it)] [--scenarios-only]');
        log('                             [--workers 1 (the app\'s WEB_CONCURRENCY; --profile then covers the primary only)]');
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${argv[i]} (try --help)`);
    }
  }
  return options;
}


/**
 * CPU time (user + system) a process and its living children (the workers of
 * WEB_CONCURRENCY) have used so far, in ms, from /proc (Linux); NaN elsewhere. Per
 * request, it is the server's own cost, which other work on the machine slows down
 * but does not change the way it changes rps.
 */
function cpuMilliseconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND + childrenOf(pid).reduce((sum, child) => sum + cpuMilliseconds(child), 0);
  } catch {
    return Number.NaN;
  }
}

function childrenOf(pid: number | undefined): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Waits until `workers` server processes listen for notifications on the database: each one is up. */
async function waitForWorkers(url: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and application_name like 'poliglota-listener-%'",
      );
      if (Number(rows[0].n) >= workers) return;
      if (Date.now() > deadline) throw new Error(`${workers} workers did not start within 60 s (${rows[0].n} did)`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/**
 * Signed sessions for many members, one connection. Each as a member who has been
 * using the app today has it: the day's activity recorded (`activeDay`, identity's
 * DailyActivity: the day's first request records it, once a day) and its idle expiry
 * last moved at a moment of the last minute (SESSION_REFRESH_INTERVAL_MS), so over a
 * run the members' refreshes (a save, a notification, a cookie) come at the rate they
 * do all day, not all in its first seconds.
 */
async function createSessions(url: string, secret: string, memberIds: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const maxAge = 7 * 24 * 60 * 60_000;
  const expires = new Date(Date.now() + maxAge);
  const cookies: string[] = [];
  try {
    for (const memberId of memberIds) {
      const sid = randomBytes(24).toString('base64url');
      const sess = {
        cookie: { originalMaxAge: maxAge, expires: expires.toISOString(), secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
        memberId,
        refreshedAt: Date.now() - Math.floor(Math.random() * SESSION_REFRESH_INTERVAL_MS),
        activeDay: saoPauloDay(new Date()),
      };
      await client.query('insert into http_session (sid, sess, expire) values ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);
      const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
      cookies.push(`poliglota.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`);
    }
  } finally {
    await client.end();
  }
  return cookies;
}

interface Scenario {
  name: string;
  title: string;
  source: string;
  /** Event streams each member holds open for the whole run (paths). */
  streams: string[];
  requests: { every: number; method: 'GET' | 'POST'; path: string; what: string }[];
}

/** A page view every 20 s, in turn the dashboard, the ranking, the community and the catalogue, each with its read. */
const PAGE_VIEWS: Scenario['requests'] = [
  { every: 80, method: 'GET', path: '/api/dashboard', what: 'page view: dashboard' },
  { every: 80, method: 'GET', path: '/api/ranking', what: 'page view: ranking' },
  { every: 80, method: 'GET', path: '/api/community/posts', what: 'page view: community' },
  { every: 80, method: 'GET', path: '/api/courses', what: 'page view: catalogue' },
];

/**
 * What one signed-in member's SPA asks for (frontend/src) when it cannot stream: in
 * an open chat room in polling mode, every 3 s the new messages, the room list, the
 * room's online members and this tab's presence heartbeat (chatApi.ts POLL_INTERVAL_MS,
 * ChatScreen.tsx); the bell's unread count every 30 s (notificationsApi.ts
 * UNREAD_POLL_MS); and the page views.
 */
const SPA_SCENARIO: Scenario = {
  name: 'SPA scenario',
  title: 'The SPA played (polling)',
  source: 'SPA_SCENARIO',
  streams: [],
  requests: [
    { every: 3, method: 'GET', path: CHAT_POLL, what: 'chat: new messages' },
    { every: 3, method: 'GET', path: '/api/chat/rooms', what: 'chat: rooms' },
    { every: 3, method: 'GET', path: `/api/chat/rooms/${GENERAL_ROOM_ID}/users`, what: 'chat: online members' },
    { every: 3, method: 'POST', path: `/api/chat/rooms/${GENERAL_ROOM_ID}/presence`, what: 'chat: presence heartbeat' },
    { every: 30, method: 'GET', path: '/api/notifications/unread-count', what: 'the bell' },
    ...PAGE_VIEWS,
  ],
};

/**
 * The same member as the SPA runs when its streams are up (ADR 0060): the tab holds
 * `/api/events` (LiveEventsProvider.tsx: the bell, XP, badges; no unread poll) and the
 * open room's stream (useRoomMessages.ts: messages and presence; no message poll); the
 * room list, its online members and the presence heartbeat every 10 s (chatApi.ts
 * LIVE_REFRESH_MS); and the page views.
 */
const LIVE_SCENARIO: Scenario = {
  name: 'live scenario',
  title: 'The SPA played with its streams (live)',
  source: 'LIVE_SCENARIO',
  streams: ['/api/events?lang=pt', `/api/chat/rooms/${GENERAL_ROOM_ID}/stream`],
  requests: [
    { every: 10, method: 'GET', path: '/api/chat/rooms', what: 'chat: rooms' },
    { every: 10, method: 'GET', path: `/api/chat/rooms/${GENERAL_ROOM_ID}/users`, what: 'chat: online members' },
    { every: 10, method: 'POST', path: `/api/chat/rooms/${GENERAL_ROOM_ID}/presence`, what: 'chat: presence heartbeat' },
    ...PAGE_VIEWS,
  ],
};

const describePath = (p: string) => p.replace(GENERAL_ROOM_ID, '{general}').replace(/after=.*/, 'after=…');

/**
 * A scenario's requests as autocannon sends them. Every connection goes through a list of its
 * own (autocannon's `setupClient`): the requests of the members it stands for (every
 * `connections`-th member), each member's at its own pace from a random start, in time order
 * over 240 s. Each member's requests thus come one after another from one connection, as from one
 * browser, and every member of the scenario is played. (One list for all connections, as before,
 * had every connection send the same few hundred members' requests in the same order: a member's
 * request arrived from many connections at once, and a third of the members sent all the load.)
 */
function scenarioMix(scenario: Scenario['requests'], cookies: string[], origin: string, connections: number) {
  const perMemberRps = scenario.reduce((sum, r) => sum + 1 / r.every, 0);
  const request = (r: Scenario['requests'][number], cookie: string) => {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', cookie };
    if (r.method === 'POST') Object.assign(headers, { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' });
    return { method: r.method, path: r.path, headers, ...(r.method === 'POST' ? { body: '{}' } : {}) };
  };
  const requestsPerConnection = Array.from({ length: connections }, (_, connection) => {
    const timeline: { at: number; request: ReturnType<typeof request> }[] = [];
    for (let member = connection; member < cookies.length; member += connections) {
      for (const r of scenario) {
        for (let at = Math.random() * r.every; at < 240; at += r.every) timeline.push({ at, request: request(r, cookies[member]) });
      }
    }
    return timeline.sort((a, b) => a.at - b.at).map((entry) => entry.request);
  });
  return {
    perMemberRps,
    rps: perMemberRps * cookies.length,
    requestsPerConnection,
    describe: scenario.map((r) => [r.what, `${r.method} \`${describePath(r.path)}\` every ${r.every} s`]),
  };
}

/**
 * Event streams held open as browsers hold them: one connection each, its bytes read
 * and dropped. Opened 50 at a time; resolves once each has its answer (open or refused).
 */
async function holdStreams(port: number, cookies: string[], paths: string[]): Promise<{ opened: number; refused: number; open(): number; close(): void }> {
  const requests: http.ClientRequest[] = [];
  let opened = 0;
  let refused = 0;
  let open = 0;
  const openOne = (cookie: string, streamPath: string) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: streamPath, agent: false, headers: { accept: 'text/event-stream', cookie } }, (response) => {
        if (response.statusCode === 200) {
          opened += 1;
          open += 1;
          response.once('close', () => (open -= 1));
        } else refused += 1;
        response.resume();
        resolve();
      });
      request.on('error', () => resolve());
      requests.push(request);
    });
  const all = cookies.flatMap((cookie) => paths.map((streamPath) => () => openOne(cookie, streamPath)));
  for (let i = 0; i < all.length; i += 50) await Promise.all(all.slice(i, i + 50).map((start) => start()));
  return { opened, refused, open: () => open, close: () => requests.forEach((request) => request.destroy()) };
}

/** The PostgreSQL backends serving this database now (the app's pool), by process id. */
async function backendPids(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((row) => row.pid);
}

/** Each backend's CPU time so far, by process id (a backend gone meanwhile is left out). */
function backendCpu(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMilliseconds(pid)] as const).filter(([, ms]) => Number.isFinite(ms)));
}

/**
 * The CPU the backends used between two readings: those there at the end, each from its
 * first reading or, opened meanwhile, from its start. A backend that ended during the run
 * is missed: the figure is a floor.
 */
function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Idle and total CPU time of the whole machine so far, in ticks (Linux /proc/stat). */
function machineIdle(): { idle: number; total: number } {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + fields[4], total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return { idle: Number.NaN, total: Number.NaN };
  }
}

/** How often at most the app moves a session's idle expiry (identity's SESSION_REFRESH_INTERVAL_MS). */
const SESSION_REFRESH_INTERVAL_MS = 60_000;

/** USER_HZ: 100 on every Linux build Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

function runLoad(targets: LoadTarget[], options: Options): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ targets, connections: options.connections, seconds: options.seconds, warmupSeconds: options.warmupSeconds });
    // On stdin: a scenario's lists of requests are larger than a command line may be.
    const child = spawn(process.execPath, [path.join(here, 'bench-http-load.js')], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(payload);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as LoadResult[]);
    });
  });
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  log(`Poliglota HTTP benchmark: ${int(options.members)} members, ${int(options.ledger)} ledger rows, ${int(options.posts)} posts`);
  log(machine);

  const database = await openDatabase('poliglota_bench_http');
  log(`Database: ${database.description}`);
  const pgClient = new pg.Client({ connectionString: database.url });
  await pgClient.connect();
  const pgVersion = (await pgClient.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  await pgClient.end();
  log(`PostgreSQL ${pgVersion}`);

  await migrateDatabase(database.url);
  const now = new Date();
  const weekStart = saoPauloWeekStart(now);
  const weeklyMembers = Math.max(1, Math.round(options.members * 0.3));
  const weeklyRows = Math.max(weeklyMembers * 2, Math.round(options.ledger * 0.05));
  if (options.ledger - weeklyRows < options.members * 2) {
    throw new Error(`--ledger must be at least ${options.members * 2 + weeklyRows} for ${options.members} members`);
  }
  const plan: SeedPlan = {
    members: options.members,
    ledger: options.ledger,
    weeklyMembers,
    weeklyRows,
    weekStart,
    weekStartAt: startOfSaoPauloDay(weekStart),
    now,
  };
  log('Seeding:');
  await seed(database.url, plan);
  await seedPosts(database.url, options.posts, now);
  await seedContent(database.url, now);

  // The signed-in member: the middle of this week's ranking.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ member_id: string }>(
    `select member_id from weekly_score where week_start = $1 and xp > 0
     order by xp desc, xp_total desc, registered_at asc, member_id asc offset $2 limit 1`,
    [weekStart, Math.floor(weeklyMembers / 2)],
  );
  await client.end();
  const secret = randomBytes(32).toString('hex');
  const cookie = await createSession(database.url, secret, rows[0].member_id);

  const [appPort, barePort] = await Promise.all([freePort(), freePort()]);
  const common = { DATABASE_URL: database.url, SESSION_SECRET: secret };
  const appProcess = await startServer(
    'app',
    options.app ?? path.join(here, '..', 'src', 'main.js'),
    {
      ...common,
      PORT: String(appPort),
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      PUBLIC_URL: `http://localhost:${appPort}`,
      WEB_CONCURRENCY: String(options.workers),
      // As deploy/ runs it: nginx compresses, the app does not (a build before the setting compresses).
      HTTP_COMPRESSION: 'off',
    },
    `http://127.0.0.1:${appPort}/api/health`,
    options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [],
  );
  // The first worker answering is not all of them: the load starts once every one listens.
  await waitForWorkers(database.url, options.workers);
  const bareProcess = await startServer('bare server', path.join(here, 'bench-http-bare.js'), { ...common, PORT: String(barePort) }, `http://127.0.0.1:${barePort}/api/health`);

  const endpoints = options.scenariosOnly ? [] : ENDPOINTS.filter((e) => !options.only || e.path.includes(options.only));
  const targets: LoadTarget[] = endpoints.flatMap((e) => {
    // What a browser sends: the session cookie on signed-in reads, and the encodings it accepts.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    if (e.signedIn) headers.cookie = cookie;
    return [
      { name: `app ${e.path}`, url: `http://127.0.0.1:${appPort}${e.path}`, headers },
      { name: `bare ${e.bare}`, url: `http://127.0.0.1:${barePort}${e.bare}`, headers },
    ];
  });
  log(`App: ${options.workers === 1 ? 'one process' : `${options.workers} workers (WEB_CONCURRENCY)`}`);
  log(`Load: autocannon in its own process, ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s per target`);
  // Database transactions per request, from PostgreSQL's own counters: shows a read that writes
  // or makes more round trips than the bare server (statistics are flushed within about a second).
  const stats = new pg.Client({ connectionString: database.url });
  await stats.connect();
  const transactions = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await stats.query('select pg_stat_clear_snapshot()');
    const { rows: [row] } = await stats.query<{ xacts: string; writes: string }>(
      `select xact_commit + xact_rollback as xacts, tup_inserted + tup_updated + tup_deleted as writes
       from pg_stat_database where datname = current_database()`,
    );
    return { xacts: Number(row.xacts), writes: Number(row.writes) };
  };
  // The app's own count of the queries a request sends (its Server-Timing header, ADR 0079): the
  // second of two calls, once the session is known, as for a member who keeps using the app.
  const roundTrips = new Map<string, string>();
  for (const target of targets.filter((t) => t.name.startsWith('app '))) {
    let header: string | null = null;
    for (let i = 0; i < 2; i += 1) header = (await fetch(target.url, { headers: target.headers })).headers.get('server-timing');
    roundTrips.set(target.name, /db;desc="(\d+) round trips"/.exec(header ?? '')?.[1] ?? '–');
  }
  const results: (LoadResult & { xactsPerRequest: number; writesPerRequest: number; cpuMsPerRequest: number })[] = [];
  for (const target of targets) {
    const server = target.name.startsWith('app ') ? appProcess : bareProcess;
    const before = await transactions();
    const cpuBefore = cpuMilliseconds(server.pid);
    const [result] = await runLoad([target], options);
    const cpuAfter = cpuMilliseconds(server.pid);
    const after = await transactions();
    // The probe itself is one transaction per snapshot.
    const xacts = after.xacts - before.xacts - 2;
    results.push({
      ...result,
      xactsPerRequest: xacts / result.sent,
      writesPerRequest: (after.writes - before.writes) / result.sent,
      cpuMsPerRequest: (cpuAfter - cpuBefore) / result.sent,
    });
    log(`  ${target.name.padEnd(44)} ${int(result.rps).padStart(7)} rps`);
  }

  // The SPA played by many signed-in members at once: polling (SPA_SCENARIO), then live (LIVE_SCENARIO).
  const scenarioLines: string[] = [];
  const playScenario = async (scenario: Scenario, members: number, seconds: number) => {
    const { rows: people } = await stats.query<{ member_id: string }>('select member_id from member_xp order by member_id limit $1', [members]);
    const cookies = await createSessions(database.url, secret, people.map((p) => p.member_id));
    const connections = Math.min(250, members);
    const mix = scenarioMix(scenario.requests, cookies, `http://localhost:${appPort}`, connections);
    const needed = mix.rps;
    const streams = await holdStreams(appPort, cookies, scenario.streams);
    const target: LoadTarget = {
      name: `app ${scenario.name}`,
      url: `http://127.0.0.1:${appPort}`,
      headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      requestsPerConnection: mix.requestsPerConnection,
      overallRate: Math.round(needed),
      connections,
      seconds,
    };
    if (options.scenarioWarmupSeconds > 0) await runLoad([{ ...target, seconds: options.scenarioWarmupSeconds }], { ...options, warmupSeconds: 0 });
    const before = await transactions();
    const idleBefore = machineIdle();
    const databaseBefore = backendCpu(await backendPids(stats));
    const cpuBefore = cpuMilliseconds(appProcess.pid);
    const [result] = await runLoad([target], options);
    const cpuAfter = cpuMilliseconds(appProcess.pid);
    const databaseCpu = cpuSince(databaseBefore, backendCpu(await backendPids(stats)));
    const idleAfter = machineIdle();
    const after = await transactions();
    const streamsAtEnd = streams.open();
    streams.close();
    const cores = os.cpus().length;
    const wallMs = (seconds + options.warmupSeconds) * 1000;
    const appShare = (cpuAfter - cpuBefore) / (wallMs * cores);
    const idle = (idleAfter.idle - idleBefore.idle) / Math.max(1, idleAfter.total - idleBefore.total);
    const perAnswered = (n: number, digits: number) => (result.sent > 0 ? (n / result.sent).toFixed(digits) : '–');
    // How many such members one host of two cores serves, app and PostgreSQL on it, both cores busy:
    // the CPU one member costs per second (its requests and its streams) against 2 000 ms a second.
    const memberCpuMs = result.sent > 0 ? ((cpuAfter - cpuBefore + databaseCpu) / result.sent) * mix.perMemberRps : Number.NaN;
    const hostMembers = Number.isFinite(memberCpuMs) && memberCpuMs > 0 ? int(Math.floor(2_000 / memberCpuMs / 100) * 100) : '–';
    log(`  ${target.name.padEnd(44)} ${int(result.rps).padStart(7)} rps of ${int(needed)} needed`);
    scenarioLines.push(
      '',
      `${scenario.title} by ${int(members)} signed-in members at once (${seconds} s measured after ${options.scenarioWarmupSeconds} s played unmeasured, ${target.connections} connections, ` +
        `requests mixed as the SPA sends them; see ${scenario.source} in scripts/bench-http.ts)` +
        (scenario.streams.length > 0 ? `, holding ${int(streams.opened)} streams (${int(streamsAtEnd)} still open at the end, ${int(streams.refused)} refused):` : ':'),
      '',
      '| per member | requests |',
      '|---|---|',
      ...scenario.streams.map((stream) => `| held open | GET \`${describePath(stream)}\` (an event stream) |`),
      ...mix.describe.map((line) => `| ${line[0]} | ${line[1]} |`),
      '',
      '| rps needed | rps served | p50 / p99 ms | errors | db tx per req | app CPU ms per req | PostgreSQL CPU ms per req | app CPU (share of the machine) | machine CPU left (idle, all processes) | members one 2-core host serves (CPU) |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${int(needed)} | ${int(result.rps)} | ${result.requests > 0 ? `${result.p50} / ${result.p99}` : 'no answer in time'} | ${result.errors} ` +
        `| ${perAnswered(after.xacts - before.xacts - 2, 1)} | ${perAnswered(cpuAfter - cpuBefore, 3)} | ${perAnswered(databaseCpu, 3)} ` +
        `| ${(appShare * 100).toFixed(0)} % | ${(idle * 100).toFixed(0)} % | ${hostMembers} |`,
    );
  };
  if (options.online > 0 && !options.only) await playScenario(SPA_SCENARIO, options.online, options.onlineSeconds);
  if (options.streaming > 0 && !options.only) await playScenario(LIVE_SCENARIO, options.streaming, options.onlineSeconds);
  await stats.end();
  const byName = new Map(results.map((r) => [r.name, r]));

  // The frameworks' floor: the same no-op answer through plain Express and through NestJS on
  // Express, nothing else on the path. What the app's fixed cost per request can come down to.
  const floorLines: string[] = [];
  const health = endpoints.find((e) => e.path === '/api/health');
  if (health) {
    const floorRows: { name: string; result: LoadResult & { cpuMsPerRequest: number } }[] = [];
    const floorNames = { express: 'Express 5, one route', nest: 'NestJS 12 on Express (the app\'s stack), one route' };
    for (const kind of ['express', 'nest'] as const) {
      const port = await freePort();
      const server = await startServer(`${kind} floor`, path.join(here, 'bench-http-floor.js'), {}, `http://127.0.0.1:${port}/api/health`, [], [kind, String(port)]);
      const cpuBefore = cpuMilliseconds(server.pid);
      const [result] = await runLoad([{ name: kind, url: `http://127.0.0.1:${port}/api/health`, headers: { accept: 'application/json' } }], options);
      floorRows.push({ name: floorNames[kind], result: { ...result, cpuMsPerRequest: (cpuMilliseconds(server.pid) - cpuBefore) / result.sent } });
      log(`  ${`${kind} floor /api/health`.padEnd(44)} ${int(result.rps).padStart(7)} rps`);
    }
    const bare = byName.get(`bare ${health.bare}`)!;
    const app = byName.get(`app ${health.path}`)!;
    const nest = floorRows.find((f) => f.name === floorNames.nest)!.result;
    const cpu = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '–');
    const share = (r: LoadResult, of: LoadResult) => `${((r.rps / of.rps) * 100).toFixed(0)} %`;
    const row = (name: string, r: LoadResult & { cpuMsPerRequest: number }) =>
      `| ${name} | ${int(r.rps)} | ${r.p50} / ${r.p99} | ${cpu(r.cpuMsPerRequest)} | ${share(r, bare)} | ${share(r, nest)} |`;
    floorLines.push(
      '',
      '`GET /api/health` against the frameworks\' floor (a no-op route with nothing else on the path):',
      '',
      '| server | rps | p50 / p99 ms | CPU ms per req | of bare Node no-op | of NestJS no-op |',
      '|---|---:|---:|---:|---:|---:|',
      row('bare Node `http`', bare),
      ...floorRows.map((f) => row(f.name, f.result)),
      row('the app', app),
    );
  }

  const lines = endpoints.length === 0 ? [] : [
    '| endpoint | app rps | app p50 / p99 ms | app errors | app round trips per req | app db tx / rows written per req | app CPU ms per req | bare rps | bare p50 / p99 ms | bare errors | bare db tx per req | bare CPU ms per req | app / bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...endpoints.map((e) => {
      const app = byName.get(`app ${e.path}`)!;
      const bare = byName.get(`bare ${e.bare}`)!;
      const ratio = bare.rps > 0 ? `${((app.rps / bare.rps) * 100).toFixed(0)} %` : '–';
      // No answer completed within the run: say so rather than print zeros.
      const latency = (r: LoadResult) => (r.requests > 0 ? `${r.p50} / ${r.p99}` : 'no answer in time');
      const perRequest = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
      return (
        `| ${e.name} | ${int(app.rps)} | ${latency(app)} | ${app.errors} | ${roundTrips.get(`app ${e.path}`) ?? '–'} ` +
        `| ${perRequest(app.xactsPerRequest, 1)} / ${perRequest(app.writesPerRequest, 2)} ` +
        `| ${perRequest(app.cpuMsPerRequest, 3)} | ${int(bare.rps)} | ${latency(bare)} | ${bare.errors} | ${perRequest(bare.xactsPerRequest, 1)} ` +
        `| ${perRequest(bare.cpuMsPerRequest, 3)} | ${ratio} |`
      );
    }),
  ];
  log();
  lines.forEach((line) => log(line));
  floorLines.forEach((line) => log(line));
  scenarioLines.forEach((line) => log(line));

  if (options.out) {
    const report = [
      `# bench:http — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `- Machine: ${machine}`,
      `- PostgreSQL ${pgVersion}: ${database.description.replace(/ in \/tmp\S*/, '')}`,
      `- Data: ${int(options.members)} members, ${int(options.ledger)} XP ledger rows (${int(weeklyMembers)} members with XP this week), ${int(options.posts)} posts`,
      `- App: ${options.workers === 1 ? 'one process' : `${options.workers} workers on one port (WEB_CONCURRENCY=${options.workers})`}; the bare server is one process`,
      `- Load: autocannon ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s per target, from a separate process; app at LOG_LEVEL=info`,
      '- CPU ms per req: user + system CPU time of the server process (and its workers) over the run, divided by the requests it answered (from /proc; steadier than rps when other work shares the machine)',
      `- Command: \`${['npm run bench:http', ...publicArguments(process.argv.slice(2))].join(' ').replace('bench:http ', 'bench:http -- ')}\``,
      ...(options.app ? [`- App measured: ${describeBuild(options.app)}`] : []),
      '',
      ...lines,
      ...floorLines,
      ...scenarioLines,
      '',
    ].join('\n');
    fs.mkdirSync(path.dirname(options.out), { recursive: true });
    fs.writeFileSync(options.out, report);
    log();
    log(`Written to ${options.out}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: cleaning up…\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main().then(
  async () => {
    await cleanUp();
    process.exit(0);
  },
  async (error: unknown) => {
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanUp();
    process.exit(1);
  },
);

/**
 * The build a results file names: a path inside this checkout as it is, another
 * checkout by its commit — never a path of the machine that ran the benchmark.
 */
function describeBuild(appPath: string): string {
  const absolute = path.resolve(appPath);
  const relative = path.relative(process.cwd(), absolute);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative;
  try {
    const top = execFileSync('git', ['-C', path.dirname(absolute), 'rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    const commit = execFileSync('git', ['-C', top, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    return `<checkout of ${commit}>/${path.relative(top, absolute)}`;
  } catch {
    return `<another build>/${path.basename(absolute)}`;
  }
}

/** The command's arguments as a results file shows them: builds named by describeBuild, no output path. */
function publicArguments(args: string[]): string[] {
  const shown: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out' || args[i] === '--profile') {
      i += 1;
      continue;
    }
    shown.push(args[i] === '--app' && i + 1 < args.length ? `--app ${describeBuild(args[(i += 1)])}` : args[i]);
  }
  return shown;
}
