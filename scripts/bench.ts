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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/bootstrap.js';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { saoPauloWeekStart, startOfSaoPauloDay } from '../src/shared/time/index.js';
import { DashboardService } from '../src/dashboard/dashboard.controller.js';
import { GamificationApi } from '../src/modules/gamification/index.js';
import { IdentityApi } from '../src/modules/identity/index.js';
import { RANKS } from '../src/modules/gamification/domain/ranks.js';
import { BADGES, type BadgeCode } from '../src/modules/gamification/domain/badges.js';
import { XP_AMOUNTS, DEFAULT_LESSON_XP } from '../src/modules/gamification/domain/xp-rules.js';
import { RankingService, RANKING_TOP_SIZE } from '../src/modules/gamification/application/ranking.service.js';
import { ProgressService } from '../src/modules/gamification/application/progress.service.js';
import { RankingQueries } from '../src/modules/gamification/adapters/persistence/ranking.queries.js';
import { XpLedgerRepository } from '../src/modules/gamification/adapters/persistence/xp-ledger.repository.js';

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

// ---------------------------------------------------------------- database

interface BenchDatabase {
  url: string;
  description: string;
}

/** Cleanups run once, last registered first: at the end, on failure and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        process.stderr.write(`Cleanup step failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  })();
  return cleaning;
}

async function openDatabase(): Promise<BenchDatabase> {
  const name = `poliglota_bench_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    } finally {
      await admin.end();
    }
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), description: `database ${name} on the DATABASE_URL server (dropped at the end)` };
  }

  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-bench-pg-'));
  // As root the server runs as `postgres`, which must be able to enter the directory.
  fs.chmodSync(tmpDir, 0o755);
  cleanups.push(async () => fs.rmSync(tmpDir, { recursive: true, force: true }));
  const port = 56_000 + Math.floor(Math.random() * 4_000);
  const embedded = new EmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port });
  cleanups.push(() => embedded.stop());
  await embedded.start();
  await embedded.ensureDatabase('bench');
  return { url: embedded.urlFor('bench'), description: `embedded PostgreSQL on port ${port} in ${tmpDir} (removed at the end)` };
}

// ---------------------------------------------------------------- seeding

interface SeedPlan {
  members: number;
  ledger: number;
  /** Members with XP this week. */
  weeklyMembers: number;
  /** Ledger rows in the current week (at least one per weekly member). */
  weeklyRows: number;
  weekStart: string;
  weekStartAt: Date;
  now: Date;
}

/**
 * The ledger's action mix, in slots of 100. Every reference is a fresh uuid, so
 * the (member, action, reference) key is unique by construction; daily logins
 * are generated separately (one per member at registration and one this week
 * for each member active this week), keyed by their day as the app does.
 */
const ACTION_MIX: { action: string; referenceType: string; amount: number; weight: number; shape: string }[] = [
  { action: 'give_like', referenceType: 'post', amount: XP_AMOUNTS.give_like, weight: 25, shape: 'post' },
  { action: 'like_received', referenceType: 'post_like', amount: XP_AMOUNTS.like_received, weight: 20, shape: 'like' },
  { action: 'comment_post', referenceType: 'comment', amount: XP_AMOUNTS.comment_post, weight: 15, shape: 'comment' },
  { action: 'watch_lesson', referenceType: 'lesson', amount: DEFAULT_LESSON_XP, weight: 15, shape: 'course' },
  { action: 'quiz_correct', referenceType: 'question', amount: XP_AMOUNTS.quiz_correct, weight: 10, shape: 'plain' },
  { action: 'post_approved', referenceType: 'post', amount: XP_AMOUNTS.post_approved, weight: 5, shape: 'post' },
  { action: 'comment_course', referenceType: 'comment', amount: XP_AMOUNTS.comment_course, weight: 4, shape: 'course' },
  { action: 'like_course', referenceType: 'course', amount: XP_AMOUNTS.like_course, weight: 4, shape: 'plain' },
  { action: 'complete_course', referenceType: 'course', amount: XP_AMOUNTS.complete_course, weight: 1, shape: 'plain' },
  { action: 'quality_content', referenceType: 'post', amount: XP_AMOUNTS.quality_content, weight: 1, shape: 'post' },
];

/** The level a total gives (domain/ranks.ts), as SQL. */
function levelSql(total: string): string {
  const steps = [...RANKS]
    .sort((a, b) => b.xpRequired - a.xpRequired)
    .filter((r) => r.xpRequired > 0)
    .map((r) => `when ${total} >= ${r.xpRequired} then ${r.level}`);
  return `(case ${steps.join(' ')} else 1 end)`;
}

const badgeId = (code: BadgeCode): number => {
  const badge = BADGES.find((b) => b.code === code);
  if (!badge) throw new Error(`No badge ${code}`);
  return badge.id;
};

async function seed(url: string, plan: SeedPlan): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seedStart = process.hrtime.bigint();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = process.hrtime.bigint();
    const result = await client.query(sql, params);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const rows = result.rowCount !== null && result.command !== 'SET' ? ` ${result.rowCount.toLocaleString('en-US')} rows` : '';
    log(`  ${label.padEnd(58)} ${(ms / 1000).toFixed(1).padStart(6)} s${rows}`);
  };
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`select setseed(0.2026)`);

    const { members: n, ledger, weeklyMembers: a, weeklyRows: w } = plan;
    const historical = ledger - w;
    const ws = plan.weekStartAt.toISOString();
    const now = plan.now.toISOString();
    const sp = `'America/Sao_Paulo'`;

    // Members: i orders them by how much XP they earn over time (skewed: low i earns most);
    // active_idx is an independent random order, the first A being active this week.
    await step(
      'helper: member ids and registration times',
      `create temp table bench_member as
       select i, id, created_at, row_number() over (order by random()) as active_idx
       from (select i, gen_random_uuid() as id,
                    $1::timestamptz - interval '1 hour' - random() * interval '365 days' as created_at
             from generate_series(1, $2::int) as i offset 0) s`,
      [ws, n],
    );
    await client.query('create index on bench_member (i)');
    await client.query('create index on bench_member (active_idx)');
    await client.query('analyze bench_member');

    const slots = ACTION_MIX.flatMap((a) => Array.from({ length: a.weight }, () => a));
    if (slots.length !== 100) throw new Error('ACTION_MIX weights must add up to 100');
    await client.query(
      `create temp table bench_action as
       select (ord - 1)::int as slot, action, reference_type, amount, shape
       from unnest($1::text[], $2::text[], $3::int[], $4::text[]) with ordinality as t(action, reference_type, amount, shape, ord)`,
      [slots.map((s) => s.action), slots.map((s) => s.referenceType), slots.map((s) => s.amount), slots.map((s) => s.shape)],
    );

    // One ledger row from a generated (member_id, created_at, slot, u1, u2), the way the handlers write it.
    const ledgerInsert = (source: string) =>
      `insert into xp_ledger_entry (id, member_id, action_type, reference_type, reference_id, amount, reason_key,
                                    params, depends_on, day, week_start, created_at)
       select gen_random_uuid(), r.member_id, a.action, a.reference_type,
              case when a.shape = 'like' then r.u1::text || ':' || r.u2::text else r.u1::text end,
              a.amount, a.action,
              case a.shape when 'like' then jsonb_build_object('postId', r.u1, 'likerId', r.u2)
                           when 'comment' then jsonb_build_object('postId', r.u2)
                           when 'course' then jsonb_build_object('courseId', r.u2)
                           else '{}'::jsonb end,
              case a.shape when 'post' then 'post:' || r.u1 when 'like' then 'post:' || r.u1
                           when 'comment' then case when a.action = 'comment_post' then 'comment:' || r.u1 end end,
              (r.created_at at time zone ${sp})::date,
              date_trunc('week', r.created_at at time zone ${sp})::date,
              r.created_at
       from (${source}) r join bench_action a on a.slot = r.slot`;
    const loginInsert = (source: string) =>
      `insert into xp_ledger_entry (id, member_id, action_type, reference_type, reference_id, amount, reason_key,
                                    params, depends_on, day, week_start, created_at)
       select gen_random_uuid(), r.member_id, 'daily_login', 'day', ((r.created_at at time zone ${sp})::date)::text,
              ${XP_AMOUNTS.daily_login}, 'daily_login', '{}'::jsonb, null,
              (r.created_at at time zone ${sp})::date, date_trunc('week', r.created_at at time zone ${sp})::date, r.created_at
       from (${source}) r`;

    // Every member logged in on the day they registered (+5), before this week.
    await step(
      'ledger: registration-day logins',
      loginInsert(`select id as member_id, created_at + interval '10 seconds' as created_at from bench_member`),
    );
    // Older activity, skewed towards low i, between registration and the week's start.
    await step(
      'ledger: earlier weeks',
      ledgerInsert(
        `select m.id as member_id, m.created_at + interval '1 minute' + s.f * ($1::timestamptz - m.created_at - interval '2 minutes') as created_at,
                s.slot, s.u1, s.u2
         from (select least($2::int, 1 + floor($2::int * power(random(), 2))::int) as mi, random() as f,
                      floor(random() * 100)::int as slot, gen_random_uuid() as u1, gen_random_uuid() as u2
               from generate_series(1, $3::int) offset 0) s
         join bench_member m on m.i = s.mi`,
      ),
      [ws, n, historical - n],
    );
    // This week: one login per active member, then activity skewed among them.
    await step(
      'ledger: this week\'s logins',
      loginInsert(
        `select id as member_id, $1::timestamptz + random() * ($2::timestamptz - $1::timestamptz) as created_at
         from bench_member where active_idx <= $3::int offset 0`,
      ),
      [ws, now, a],
    );
    await step(
      'ledger: this week',
      ledgerInsert(
        `select m.id as member_id, $1::timestamptz + s.f * ($2::timestamptz - $1::timestamptz) as created_at, s.slot, s.u1, s.u2
         from (select 1 + floor($3::int * power(random(), 2))::int as ai, random() as f,
                      floor(random() * 100)::int as slot, gen_random_uuid() as u1, gen_random_uuid() as u2
               from generate_series(1, $4::int) offset 0) s
         join bench_member m on m.active_idx = s.ai`,
      ),
      [ws, now, a, w - a],
    );

    // Totals from the ledger, as addToTotals/setLevel/setStreak leave them: today's and
    // this week's sums follow the latest day and week with entries.
    await step(
      'member_xp from the ledger',
      `insert into member_xp (member_id, xp_total, level, xp_today, today_day, xp_week, week_start,
                              streak_days, last_login_day, registered_at, created_at, updated_at)
       with per_day as (
         select member_id, day, week_start, sum(amount)::int as xp, bool_or(action_type = 'daily_login') as login,
                max(created_at) as last_at
         from xp_ledger_entry group by member_id, day, week_start
       ), marked as (
         select *, max(day) over w as last_day, max(week_start) over w as last_week
         from per_day window w as (partition by member_id)
       ), totals as (
         select member_id, sum(xp)::int as total, max(last_day) as today_day,
                coalesce(sum(xp) filter (where day = last_day), 0)::int as xp_today,
                max(last_week) as week_start, coalesce(sum(xp) filter (where week_start = last_week), 0)::int as xp_week,
                max(day) filter (where login) as last_login_day, max(last_at) as last_at
         from marked group by member_id
       )
       select m.id, coalesce(t.total, 0), ${levelSql('coalesce(t.total, 0)')}, coalesce(t.xp_today, 0), t.today_day,
              coalesce(t.xp_week, 0), t.week_start, case when t.last_login_day is null then 0 else 1 end, t.last_login_day,
              m.created_at, m.created_at, coalesce(t.last_at, m.created_at)
       from bench_member m left join totals t on t.member_id = m.id`,
    );
    // One row per member and week with XP, with the total as of the week's last award
    // (for the running week: the current total) and the registration time copied in.
    await step(
      'weekly_score from the ledger (every week)',
      `insert into weekly_score (week_start, member_id, xp, xp_total, registered_at, created_at, updated_at)
       select s.week_start, s.member_id, s.xp, s.total_after, x.registered_at, s.first_at, s.last_at
       from (
         select member_id, week_start, sum(amount)::int as xp,
                (array_agg(running order by created_at desc, id desc))[1] as total_after,
                min(created_at) as first_at, max(created_at) as last_at
         from (select member_id, week_start, amount, created_at, id,
                      sum(amount) over (partition by member_id order by created_at, id) as running
               from xp_ledger_entry) e
         group by member_id, week_start
       ) s join member_xp x on x.member_id = s.member_id
       where s.xp <> 0`,
    );
    await step(
      'level_reached',
      `insert into level_reached (member_id, level, ledger_entry_id, created_at)
       select x.member_id, l, null, x.updated_at from member_xp x cross join generate_series(2, 10) as l where l <= x.level`,
    );
    await step(
      'badge_grant (level_5, level_10, first_post, first_lesson)',
      `insert into badge_grant (id, member_id, badge_id, ledger_entry_id, created_at)
       select gen_random_uuid(), member_id, badge_id, null, at from (
         select member_id, ${badgeId('level_5')} as badge_id, updated_at as at from member_xp where level >= 5
         union all
         select member_id, ${badgeId('level_10')}, updated_at from member_xp where level >= 10
         union all
         select member_id, ${badgeId('first_post')}, min(created_at) from xp_ledger_entry
         where action_type = 'post_approved' group by member_id
         union all
         select member_id, ${badgeId('first_lesson')}, min(created_at) from xp_ledger_entry
         where action_type = 'watch_lesson' group by member_id
       ) g`,
    );
    await step(
      'like_xp_daily_count',
      `insert into like_xp_daily_count (member_id, day, count, created_at)
       select member_id, day, count(*), min(created_at) from xp_ledger_entry
       where action_type in ('give_like', 'like_received') and amount > 0 group by member_id, day`,
    );
    await step(
      'member (identity)',
      `insert into member (id, google_sub, email, email_verified, name, google_name, google_given_name, preferred_language,
                           daily_goal, last_active_day, last_sign_in_at, created_at, updated_at)
       select m.id, (100000000000000000000::numeric + m.i)::text, 'membro' || m.i || '@bench.poliglota.dev', true,
              'Membro ' || m.i, 'Membro ' || m.i, 'Membro', case when m.i % 5 = 0 then 'en' else 'pt' end,
              (array[25, 50, 100, 200])[1 + m.i % 4], x.last_login_day,
              case when x.last_login_day is null then null else x.updated_at end, m.created_at, x.updated_at
       from bench_member m join member_xp x on x.member_id = m.id`,
    );
    // VACUUM as well: autovacuum would otherwise process these freshly inserted tables in
    // the middle of the measurements (and set the visibility map a steady state has).
    await step('vacuum (analyze)', 'vacuum (analyze) member, member_xp, weekly_score, xp_ledger_entry, badge_grant, level_reached, like_xp_daily_count');

    const total = Number(process.hrtime.bigint() - seedStart) / 1e9;
    log(`  ${'seeding took'.padEnd(58)} ${total.toFixed(1).padStart(6)} s`);

    const [check] = (
      await client.query<{ mismatched: string }>(
        `select count(*) as mismatched from member_xp x
         left join (select member_id, sum(amount) as s from xp_ledger_entry group by member_id) l on l.member_id = x.member_id
         where x.xp_total <> coalesce(l.s, 0)`,
      )
    ).rows;
    if (Number(check.mismatched) !== 0) throw new Error(`Seeding bug: ${check.mismatched} member_xp totals differ from the ledger`);
    const [counts] = (
      await client.query<Record<string, string>>(
        `select (select count(*) from member) as members,
                (select count(*) from xp_ledger_entry) as ledger,
                (select count(*) from weekly_score where week_start = $1 and xp > 0) as weekly,
                (select count(*) from weekly_score) as weekly_rows,
                (select count(distinct week_start) from weekly_score) as weeks,
                pg_size_pretty(pg_total_relation_size('xp_ledger_entry')) as ledger_size`,
        [plan.weekStart],
      )
    ).rows;
    log(
      `  ${Number(counts.members).toLocaleString('en-US')} members, ${Number(counts.ledger).toLocaleString('en-US')} ledger rows ` +
        `(${counts.ledger_size}), ${Number(counts.weekly).toLocaleString('en-US')} with XP in the week of ${plan.weekStart}, ` +
        `${Number(counts.weekly_rows).toLocaleString('en-US')} weekly_score rows over ${counts.weeks} weeks; ` +
        'every member_xp total equals its ledger sum',
    );
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- measuring

interface Result {
  scenario: string;
  p50: number;
  p95: number;
  max: number;
  note?: string;
}

const results: Result[] = [];

async function measure(
  scenario: string,
  options: Options,
  run: (iteration: number) => Promise<unknown>,
  note?: string,
): Promise<void> {
  for (let i = 0; i < options.warmup; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(q * samples.length) - 1))];
  const result = { scenario, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1], note };
  results.push(result);
  log(`  ${formatRow(result)}`);
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const formatRow = (r: Result) => `${r.scenario.padEnd(68)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}${r.note ? `   ${r.note}` : ''}`;

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
    log(
      `  (${s.key}) ${s.label.padEnd(38)} position ${String(view.currentUser.rank).padStart(7)} of ${view.totalUsers}, ` +
        `weekly XP ${view.currentUser.weekly_xp}, total XP ${view.currentUser.xp_total}`,
    );
  }
  log(`  heavy member (history)                     ${Number(heavy.entries).toLocaleString('en-US')} ledger rows`);

  log();
  log(
    `Timings in ms (${options.warmup} warm-up, ${options.iterations} timed iterations each, one at a time; ` +
      'the application services behind each endpoint, called through the DI container: no HTTP, no session):',
  );
  log(`  ${'scenario'.padEnd(68)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
  for (const s of scenarios) {
    await measure(`GET /api/ranking    (${s.key}) ${s.label}`, options, () => ranking.getRanking(s.id));
  }
  for (const s of scenarios) {
    await measure(`GET /api/dashboard  (${s.key}) ${s.label}`, options, () => dashboard.dashboard(s.id));
  }
  await measure(`RankingQueries.top(${RANKING_TOP_SIZE})`, options, () => queries.top(weekStart, RANKING_TOP_SIZE));
  await measure('RankingQueries.countRanked() (totalUsers)', options, () => queries.countRanked());
  const topIds = (await queries.top(weekStart, RANKING_TOP_SIZE)).map((r) => r.memberId);
  await measure(`IdentityApi.getMembers (top ${RANKING_TOP_SIZE} + caller, ORM)`, options, () =>
    identity.getMembers([...topIds, last]),
  );
  for (const s of scenarios) {
    await measure(`RankingQueries.positionOf (${s.key}) ${s.label}`, options, () => queries.positionOf(weekStart, s.id));
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
  await new XpLedgerRepository().registerMember(
    registering as unknown as EntityManager,
    middle,
    new Date(registered.registered_at),
    new Date(),
  );
  registering.plans.forEach((plan, index) => log(`  registerMember query ${index + 1}: ${summarisePlan(plan)}`));

  log();
  log('Summary (ms):');
  log(`  ${'scenario'.padEnd(68)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
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
