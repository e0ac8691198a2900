/**
 * The benchmarks' own database and its seeding (used by `npm run bench` and
 * `npm run bench:http`): a fresh database on the DATABASE_URL server or an
 * embedded PostgreSQL in a temporary directory, filled with set-based SQL.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { RANKS } from '../src/modules/gamification/domain/ranks.js';
import { BADGES, type BadgeCode } from '../src/modules/gamification/domain/badges.js';
import { XP_AMOUNTS, DEFAULT_LESSON_XP } from '../src/modules/gamification/domain/xp-rules.js';

const log = (message = '') => process.stdout.write(`${message}\n`);

// ---------------------------------------------------------------- database

export interface BenchDatabase {
  url: string;
  description: string;
}

/** Cleanups run once, last registered first: at the end, on failure and on Ctrl-C. */
export const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
export function cleanUp(): Promise<void> {
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

export async function openDatabase(prefix = 'poliglota_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
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

export interface SeedPlan {
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

export async function seed(url: string, plan: SeedPlan): Promise<void> {
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
    // The ranking's histograms (ADR 0030), as the awards leave them.
    await step(
      'ranking histograms',
      `with a as (insert into weekly_score_histogram (week_start, score, members)
                  select week_start, xp, count(*) from weekly_score where xp > 0 group by week_start, xp returning 1),
            s as (insert into weekly_score_total_histogram (week_start, score, xp_total, members)
                  select week_start, xp, xp_total, count(*) from weekly_score where xp > 0 group by week_start, xp, xp_total returning 1),
            b as (insert into weekly_total_histogram (week_start, xp_total, members)
                  select week_start, xp_total, count(*) from weekly_score where xp > 0 group by week_start, xp_total returning 1)
       insert into member_total_histogram (xp_total, members)
       select xp_total, count(*) from member_xp group by xp_total`,
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
      'xp_daily_cap_count (like and comment caps)',
      `insert into xp_daily_cap_count (member_id, day, cap, count, created_at)
       select member_id, day, case when action_type in ('give_like', 'like_received') then 'like' else 'comment' end,
              count(*), min(created_at)
       from xp_ledger_entry
       where action_type in ('give_like', 'like_received', 'comment_post', 'comment_course') and amount > 0
       group by 1, 2, 3`,
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
    await step('vacuum (analyze)', 'vacuum (analyze) member, member_xp, weekly_score, weekly_score_histogram, weekly_score_total_histogram, weekly_total_histogram, member_total_histogram, xp_ledger_entry, badge_grant, level_reached, xp_daily_cap_count');

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


/**
 * Community posts by random members: `approvedShare` published (a few pinned), the
 * rest waiting for review; like and comment counters spread as in a live feed.
 */
export async function seedPosts(url: string, count: number, now: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(
      `insert into post (id, author_id, title, content, languages, status, is_pinned, likes_count, comments_count,
                         approved_at, approved_by, created_at, updated_at)
       select gen_random_uuid(), m.id, 'Post ' || s.i, repeat('Conteúdo do post ' || s.i || '. ', 1 + s.i % 12),
              case when s.i % 3 = 0 then array['en'] else array['pt'] end,
              case when s.i % 20 = 0 then 'pending' else 'approved' end, s.i % 1000 = 0,
              floor(power(random(), 3) * 40)::int, floor(power(random(), 3) * 12)::int,
              case when s.i % 20 = 0 then null else s.at + interval '1 hour' end,
              case when s.i % 20 = 0 then null else 'admin@poliglota.dev' end, s.at, s.at
       from (select i, $2::timestamptz - random() * interval '180 days' as at,
                    1 + floor(random() * (select count(*) from member))::int as mi
             from generate_series(1, $1::int) as i offset 0) s
       join (select id, row_number() over (order by id) as n from member) m on m.n = s.mi`,
      [count, now.toISOString()],
    );
    await client.query('vacuum (analyze) post');
  } finally {
    await client.end();
  }
}

/** A session row exactly as connect-pg-simple stores one after a sign-in, and its signed cookie. */
export async function createSession(url: string, secret: string, memberId: string): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const maxAge = 7 * 24 * 60 * 60_000;
  const expires = new Date(Date.now() + maxAge);
  const sess = {
    cookie: { originalMaxAge: maxAge, expires: expires.toISOString(), secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
    memberId,
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('insert into http_session (sid, sess, expire) values ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);
  } finally {
    await client.end();
  }
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `poliglota.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
