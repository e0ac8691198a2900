/**
 * Benchmark of the administrators' member search (ADR 0028) and reports (ADR
 * 0033): seeds a database of its own with N members (Portuguese names with
 * accents, posts, an XP ledger, courses with lessons, enrolments, lesson
 * progress and ratings), starts the Nest app on it and times
 * MemberManagementService.listUsers, the service behind GET /api/admin/users,
 * for searches by part of a name without accents, part of an e-mail, a rare and
 * a missing term, and plain pages; then GET /api/admin/reports over HTTP with an
 * administrator's session.
 *
 *   npm run bench:admin                       # 100 000 members
 *   npm run bench:admin -- --members 20000    # quick mode
 *   npm run bench:admin -- --reports-only     # only GET /api/admin/reports
 *
 * Like `npm run bench`: a fresh `poliglota_bench_<random>` database on the
 * DATABASE_URL server, else a temporary embedded PostgreSQL, removed at the end.
 * It reports timings and plans; it asserts none.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApp } from '../src/bootstrap.js';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { MemberManagementService } from '../src/modules/admin/application/member-management.service.js';
import { ADMIN_EMAIL, seedLearning, timeReports } from './bench-admin-reports.js';

const log = (message = '') => process.stdout.write(`${message}\n`);

function parseOptions(argv: string[]): { members: number; warmup: number; iterations: number; reportsOnly: boolean } {
  const options = { members: 100_000, warmup: 20, iterations: 200, reportsOnly: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--reports-only') {
      options.reportsOnly = true;
      continue;
    }
    const [flag, inline] = argv[i].split('=', 2);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive integer`);
    if (flag === '--members') options.members = value;
    else if (flag === '--warmup') options.warmup = value;
    else if (flag === '--iterations') options.iterations = value;
    else throw new Error(`Unknown option ${flag} (--members N, --warmup W, --iterations I, --reports-only)`);
  }
  return options;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      process.stderr.write(`Cleanup step failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

async function openDatabase(): Promise<{ url: string; description: string }> {
  const name = `poliglota_bench_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`create database ${client.escapeIdentifier(name)}`).finally(() => client.end());
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`).finally(() => dropper.end());
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), description: `database ${name} on the DATABASE_URL server (dropped at the end)` };
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-bench-pg-'));
  fs.chmodSync(tmpDir, 0o755);
  cleanups.push(async () => fs.rmSync(tmpDir, { recursive: true, force: true }));
  const port = 56_000 + Math.floor(Math.random() * 4_000);
  const embedded = new EmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port });
  cleanups.push(() => embedded.stop());
  await embedded.start();
  await embedded.ensureDatabase('bench');
  return { url: embedded.urlFor('bench'), description: `embedded PostgreSQL on port ${port} (removed at the end)` };
}

const FIRST = ['João', 'José', 'Conceição', 'Ângela', 'Márcia', 'Luís', 'Cecília', 'Inês', 'Otávio', 'Débora', 'Ana', 'Pedro', 'Lúcia', 'Tânia', 'Érico', 'Vitória'];
const LAST = ['Gonçalves', 'Araújo', 'Simões', 'Conceição', 'Brandão', 'Magalhães', 'Assunção', 'Romão', 'Lobão', 'Silva', 'Souza', 'Pereira', 'Antônio', 'Fálcão'];

async function seed(url: string, members: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(
      `insert into member (id, google_sub, email, email_verified, name, google_name, created_at, updated_at, last_active_day, profile_completed)
       select gen_random_uuid(), 'bench-' || i,
              'membro' || i || '@exemplo' || (i % 37) || '.com.br', true,
              ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (i * 13) % array_length($3::text[], 1)] || ' ' || i,
              'n', now() - (i || ' minutes')::interval, now(), current_date - (i % 20), i % 3 = 0
       from generate_series(1, $1::int) i`,
      [members, FIRST, LAST],
    );
    await client.query(
      `insert into member_xp (member_id, xp_total, level, streak_days, registered_at, created_at, updated_at)
       select id, (random() * 5000)::int, 1 + (random() * 10)::int, (random() * 30)::int, created_at, now(), now()
       from member where random() < 0.6`,
    );
    await client.query(
      `insert into post (id, author_id, title, content, languages, status, created_at, updated_at, likes_count, comments_count)
       select gen_random_uuid(), id, 'Post', 'Conteúdo', array['Inglês'],
              case when random() < 0.05 then 'pending' else 'approved' end,
              now() - random() * interval '90 days', now(), (random() * 20)::int, 0
         from member where random() < 0.2`,
    );
    await seedLearning(client);
    // Vacuumed as autovacuum leaves insert-only tables in steady state: index-only scans need the visibility map.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  log(`Seeded ${members.toLocaleString('en-US')} members (60 % with XP, 20 % with a post, courses and learning) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'error';
  process.env.OUTBOX_POLL_INTERVAL_MS = '600000';
  process.env.SEED_DEMO = 'false';
  process.env.ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.ADMIN_PASSWORD = 'bench administrator password';

  log(`Admin member search benchmark: ${options.members.toLocaleString('en-US')} members; Node ${process.version}, ${os.cpus().length} CPUs`);
  const database = await openDatabase();
  log(`Database: ${database.description}`);
  await migrateDatabase(database.url);
  await seed(database.url, options.members);

  const app = await createApp(database.url);
  cleanups.push(() => app.close());
  await app.init();
  const service = app.get(MemberManagementService, { strict: false });
  const em = app.get(EntityManager);
  const lastPage = Math.ceil(options.members / 20);

  const scenarios: [string, (i: number) => Promise<unknown>][] = [
    ['page 1, no search', () => service.listUsers(1, 20)],
    [`page ${Math.floor(lastPage / 2)} (middle), no search`, () => service.listUsers(Math.floor(lastPage / 2), 20)],
    ['search "conceicao" (accents and case ignored; many hits)', () => service.listUsers(1, 20, 'conceicao')],
    ['search "ANGELA MAGALHAES" (two words)', () => service.listUsers(1, 20, 'ANGELA MAGALHAES')],
    ['search an e-mail fragment "membro4242@"', () => service.listUsers(1, 20, 'membro4242@')],
    ['search a rare number "98765"', () => service.listUsers(1, 20, '98765')],
    ['search with no hit "zzqx"', () => service.listUsers(1, 20, 'zzqx')],
    ['search of 2 letters "ão" (no trigram: scan)', () => service.listUsers(1, 20, 'ão')],
  ];
  const results: { name: string; p50: number; p95: number; max: number }[] = [];
  for (const [name, run] of options.reportsOnly ? [] : scenarios) {
    for (let i = 0; i < options.warmup; i += 1) await run(i);
    const samples: number[] = [];
    for (let i = 0; i < options.iterations; i += 1) {
      const t0 = process.hrtime.bigint();
      await run(i);
      samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
    results.push({ name, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1] });
    log(`  ${name.padEnd(60)} p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms`);
  }

  const plan = await em
    .fork()
    .execute<{ 'QUERY PLAN': string }[]>(
      `explain (analyze) select count(*) from member where search_text like '%' || poliglota_unaccent(lower(?)) || '%'`,
      ['conceicao'],
    );
  log('Plan of the search count ("conceicao"):');
  for (const row of plan) log(`  ${row['QUERY PLAN']}`);
  await app.listen(0, '127.0.0.1');
  const reports = await timeReports(app, em, options, log);
  results.push(reports);
  log();
  log('Summary (ms):');
  for (const r of results) log(`  ${r.name.padEnd(60)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}`);
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
