/**
 * Benchmark of the weekly ranking and the dashboard at scale (ADR 0011): seeds a
 * database of its own with N members and L XP ledger rows (set-based SQL), starts
 * the Nest app on it and times the services behind GET /api/ranking,
 * GET /api/dashboard, GamificationApi.getMemberRanks and GET /api/xp/history.
 *
 *   npm run bench                                  # 100 000 members, 2 000 000 ledger rows
 *   npm run bench -- --members 20000 --ledger 300000   # quick mode (< 1 minute)
 *
 * With DATABASE_URL, a fresh database `poliglota_bench_<random>` is created on
 * that server and dropped at the end; otherwise an embedded PostgreSQL runs in a
 * temporary directory and is removed at the end. Development data is never
 * touched. This is a benchmark, not a test: it reports timings, it asserts none.
 */
import 'reflect-metadata';
import os from 'node:os';
import pg from 'pg';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/bootstrap.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { saoPauloWeekStart, startOfSaoPauloDay } from '../src/shared/time/index.js';
import { DashboardService } from '../src/dashboard/dashboard.controller.js';
import { GamificationApi } from '../src/modules/gamification/index.js';
import { IdentityApi } from '../src/modules/identity/index.js';
import { countedPosition } from '../test/support/ranking-counted-position.js';
import { RankingService, RANKING_TOP_SIZE } from '../src/modules/gamification/application/ranking.service.js';
import { ProgressService } from '../src/modules/gamification/application/progress.service.js';
import { RankingQueries } from '../src/modules/gamification/adapters/persistence/ranking.queries.js';
import { PgXpLedgerRepository } from '../src/modules/gamification/adapters/persistence/xp-ledger.repository.js';
import { cleanUp, cleanups, openDatabase, seed, type SeedPlan } from './bench-database.js';

const log = (message = '') => process.stdout.write(`${message}\n`);

// ---------------------------------------------------------------- options

interface Options {
  members: number;
  ledger: number;
  warmup: number;
  iterations: number;
  /** Share of members with XP in the current São Paulo week. */
  weeklyShare: number;
  /** Share of the ledger rows that fall in the current week. */
  weeklyRowsShare: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    members: 100_000,
    ledger: 2_000_000,
    warmup: 20,
    iterations: 200,
    weeklyShare: 0.3,
    weeklyRowsShare: 0.05,
  };
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
        options.members = integer('members', next(), 10);
        break;
      case '--ledger':
        options.ledger = integer('ledger', next(), 10);
        break;
      case '--warmup':
        options.warmup = integer('warmup', next(), 0);
        break;
      case '--iterations':
        options.iterations = integer('iterations', next(), 1);
        break;
      case '--help':
      case '-h':
        log('Usage: npm run bench -- [--members N] [--ledger L] [--warmup 20] [--iterations 200]');
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${argv[i]} (try --help)`);
    }
  }
  return options;
}

// ---------------------------------------------------------------- measuring

interface Result {
  scenario: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  note?: string;
}

const results: Result[] = [];

async function measure(
  scenario: string,
  options: Options,
  run: (iteration: number) => Promise<unknown>,
  note?: string,
  iterations = options.iterations,
): Promise<void> {
  for (let i = 0; i < options.warmup; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(q * samples.length) - 1))];
  const result = { scenario, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: samples[samples.length - 1], note };
  results.push(result);
  log(`  ${formatRow(result)}`);
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const formatRow = (r: Result) =>
  `${r.scenario.padEnd(68)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}${r.note ? `   ${r.note}` : ''}`;
const header = () => `  ${'scenario'.padEnd(68)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`;

/**
 * Runs RankingQueries' own SQL with EXPLAIN (ANALYZE, BUFFERS) in front: an
 * EntityManager stand-in that, for each statement, first explains it and then
 * runs it for real, so positionOf still gets its row.
 */
class ExplainingEntityManager {
  readonly plans: string[][] = [];

  constructor(private readonly em: EntityManager) {}

  fork(): this {
    return this;
  }

  async execute(sql: string, params: unknown[] = []): Promise<unknown> {
    const rows = await this.em.execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${sql}`, params);
    this.plans.push(rows.map((r) => r['QUERY PLAN']));
    return this.em.execute(sql, params);
  }
}

function summarisePlan(plan: string[]): string {
  const indexes = [...new Set(plan.flatMap((line) => [...line.matchAll(/(Index(?: Only)? Scan(?: Backward)?) using (\w+)/g)].map((m) => `${m[1]} ${m[2]}`)))];
  const seqScans = [...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => `Seq Scan ${m[1]}`)))];
  const heapFetches = plan
    .map((line) => /Heap Fetches: (\d+)/.exec(line)?.[1])
    .filter((v): v is string => v !== undefined)
    .reduce((sum, v) => sum + Number(v), 0);
  const buffers = plan.find((line) => /Buffers:/.test(line))?.trim().replace(/^Buffers:\s*/, '') ?? '';
  const execution = plan.find((line) => line.startsWith('Execution Time'))?.trim() ?? '';
  return `${execution}; ${[...indexes, ...seqScans].join(', ') || 'no scan'}; heap fetches ${heapFetches}; buffers ${buffers}`;
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // The app reads its configuration from the environment: quiet, and no outbox polling in the middle.
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'error';
  process.env.OUTBOX_POLL_INTERVAL_MS = '600000';
  process.env.SEED_DEMO = 'false';

  const now = new Date();
  const weekStart = saoPauloWeekStart(now);
  const weeklyMembers = Math.max(1, Math.round(options.members * options.weeklyShare));
  const weeklyRows = Math.max(weeklyMembers * 2, Math.round(options.ledger * options.weeklyRowsShare));
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

  log(`Poliglota benchmark: ${options.members.toLocaleString('en-US')} members, ${options.ledger.toLocaleString('en-US')} ledger rows`);
  log(`Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`);
  const database = await openDatabase();
  log(`Database: ${database.description}`);
  const pgVersion = await (async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    } finally {
      await client.end();
    }
  })();
  log(`PostgreSQL ${pgVersion}`);

  const migrateStart = Date.now();
  await migrateDatabase(database.url);
  log(`Migrations and reference data applied in ${((Date.now() - migrateStart) / 1000).toFixed(1)} s`);

  log(`Seeding (week of ${weekStart}; ${weeklyMembers.toLocaleString('en-US')} members with weekly XP, ${weeklyRows.toLocaleString('en-US')} ledger rows this week):`);
  await seed(database.url, plan);

  const app: NestExpressApplication = await createApp(database.url);
  cleanups.push(() => app.close());
  await app.init();

  const em = app.get(EntityManager);
  const ranking = app.get(RankingService, { strict: false });
  const dashboard = app.get(DashboardService, { strict: false });
  const gamification = app.get(GamificationApi, { strict: false });
  const progress = app.get(ProgressService, { strict: false });
  const queries = app.get(RankingQueries, { strict: false });
  const identity = app.get(IdentityApi, { strict: false });

  // The members the scenarios are about, from the ranking's own order.
  const one = async (sql: string, params: unknown[]) => (await em.fork().execute<{ member_id: string }[]>(sql, params))[0].member_id;
  const scoredOrder = 'order by xp desc, xp_total desc, registered_at asc, member_id asc';
  const scoredCount = weeklyMembers;
  const top = await one(`select member_id from weekly_score where week_start = ? and xp > 0 ${scoredOrder} limit 1`, [weekStart]);
  const middle = await one(`select member_id from weekly_score where week_start = ? and xp > 0 ${scoredOrder} offset ? limit 1`, [
    weekStart,
    Math.floor(scoredCount / 2),
  ]);
  const unscored = `from member_xp m where not exists
    (select 1 from weekly_score w where w.week_start = ? and w.member_id = m.member_id and w.xp > 0)`;
  const last = await one(`select member_id ${unscored} order by xp_total asc, registered_at desc, member_id desc limit 1`, [weekStart]);
  const noWeeklyXp = await one(`select member_id ${unscored} order by xp_total desc, registered_at asc, member_id asc offset ? limit 1`, [
    weekStart,
    Math.floor((options.members - scoredCount) / 2),
  ]);
  const [heavy] = await em
    .fork()
    .execute<{ member_id: string; entries: string }[]>(
      'select member_id, count(*) as entries from xp_ledger_entry group by member_id order by count(*) desc limit 1',
    );
  const allIds = (await em.fork().execute<{ id: string }[]>('select id from member')).map((r) => r.id);

  const scenarios = [
    { key: 'a', label: 'top member', id: top },
    { key: 'b', label: 'middle of this week\'s scorers', id: middle },
    { key: 'c', label: 'very last member', id: last },
    { key: 'd', label: 'no XP this week (middle of the rest)', id: noWeeklyXp },
  ];
  log();
  log('Members measured:');
  for (const s of scenarios) {
    const view = await ranking.getRanking(s.id);
    const counted = await countedPosition(em.fork(), weekStart, s.id);
    log(
      `  (${s.key}) ${s.label.padEnd(38)} position ${String(view.currentUser.rank).padStart(7)} of ${view.totalUsers}, ` +
        `weekly XP ${view.currentUser.weekly_xp}, total XP ${view.currentUser.xp_total}; ` +
        (counted === view.currentUser.rank ? 'the counting query agrees' : `MISMATCH: the counting query says ${counted}`),
    );
  }
  log(`  heavy member (history)                     ${Number(heavy.entries).toLocaleString('en-US')} ledger rows`);

  log();
  log(
    `Timings in ms (${options.warmup} warm-up, ${options.iterations} timed iterations each, one at a time; ` +
      'the application services behind each endpoint, called through the DI container: no HTTP, no session):',
  );
  log(header());
  for (const s of scenarios) {
    await measure(`GET /api/ranking    (${s.key}) ${s.label}`, options, () => ranking.getRanking(s.id));
  }
  for (const s of scenarios) {
    await measure(`GET /api/dashboard  (${s.key}) ${s.label}`, options, () => dashboard.dashboard(s.id));
  }
  await measure(`RankingQueries.top(${RANKING_TOP_SIZE})`, options, () => queries.top(weekStart, RANKING_TOP_SIZE));
  await measure('RankingQueries.countRanked() (totalUsers)', options, () => queries.countRanked());
  const topIds = (await queries.top(weekStart, RANKING_TOP_SIZE)).map((r) => r.memberId);
  await measure(`IdentityApi.getMembers (top ${RANKING_TOP_SIZE} + caller)`, options, () =>
    identity.getMembers([...topIds, last]),
  );
  // The position alone (ADR 0030's goal: p99 ≤ 10 ms for any member, whatever the membership), with
  // at least 1 000 samples so that p99 is not the second-slowest of 200.
  for (const s of scenarios) {
    await measure(
      `RankingQueries.positionOf (${s.key}) ${s.label}`,
      options,
      () => queries.positionOf(weekStart, s.id),
      undefined,
      Math.max(options.iterations, 1000),
    );
  }
  for (const s of scenarios) {
    await measure(`counted position, before ADR 0030 (${s.key}) ${s.label}`, options, () => countedPosition(em.fork(), weekStart, s.id));
  }
  let state = 7;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  await measure('GamificationApi.getMemberRanks (50 random members)', options, () =>
    gamification.getMemberRanks(Array.from({ length: 50 }, () => allIds[Math.floor(random() * allIds.length)])),
  );
  await measure('GET /api/xp/history first page (heavy member)', options, () => progress.history(heavy.member_id, {}));

  log();
  log('PostgreSQL plans of RankingQueries.positionOf (EXPLAIN ANALYZE, BUFFERS, warm cache):');
  for (const s of scenarios) {
    const explaining = new ExplainingEntityManager(em.fork());
    await new RankingQueries(explaining as unknown as EntityManager).positionOf(weekStart, s.id);
    explaining.plans.forEach((plan, index) => {
      log(`  (${s.key}) query ${index + 1}: ${summarisePlan(plan)}`);
    });
  }
  const explaining = new ExplainingEntityManager(em.fork());
  await new RankingQueries(explaining as unknown as EntityManager).countRanked();
  log(`  countRanked: ${summarisePlan(explaining.plans[0])}`);
  // What the first ranking view of a member gamification has not met yet also runs
  // (RankingService → XpLedgerRepository.registerMember); here for a known member, so nothing changes.
  const [registered] = await em
    .fork()
    .execute<{ registered_at: Date }[]>('select registered_at from member_xp where member_id = ?', [middle]);
  const registering = new ExplainingEntityManager(em.fork());
  await new PgXpLedgerRepository().registerMember(
    registering as unknown as EntityManager,
    middle,
    new Date(registered.registered_at),
    new Date(),
  );
  registering.plans.forEach((plan, index) => log(`  registerMember query ${index + 1}: ${summarisePlan(plan)}`));

  log();
  log('Summary (ms):');
  log(header());
  for (const r of results) log(`  ${formatRow(r)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: cleaning up…\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// Output piped into a reader that went away (e.g. `| head`): stop, but still clean up.
process.stdout.on('error', () => void cleanUp().finally(() => process.exit(1)));
process.once('uncaughtException', (error) => {
  process.stderr.write(`Benchmark failed: ${error.stack ?? String(error)}\n`);
  void cleanUp().finally(() => process.exit(1));
});

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
