/**
 * `npm run bench:web`: Lighthouse 12.8 (mobile preset, simulated throttling) in Debian's Chromium
 * against the built app on the demo data — the landing page, the dashboard (signed in), the course
 * catalogue and a lesson (signed in) — three runs each, the median of each figure, beside the
 * targets of issue 36. Writes bench/results/web-<date>.md.
 *
 *   npm run build && DATABASE_URL=postgresql://… npm run bench:web
 *
 * Options: --runs N (3), --chromium PATH (CHROME_PATH or /usr/bin/chromium), --app PATH (another build's
 * dist/src/main.js, which serves its own frontend/dist: a before/after on one machine), --out FILE,
 * --only NAME (one page: landing, dashboard, catalogue or lesson), --json DIR (each run's whole Lighthouse
 * report, `<page>-<run>.json`, to read the audits behind a score).
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium as playwright } from 'playwright-core';
import { migrateDatabase } from '../src/database/migrate.js';
import { cleanUp, cleanups, createSession, openDatabase } from './bench-database.js';
import { freePort, startServer } from './bench-processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

/** The flags that work in this machine's Chromium, headless. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The pages measured, in this order; `--only` names one. */
const PAGE_NAMES: readonly string[] = ['landing', 'dashboard', 'catalogue', 'lesson'];

const TARGETS = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsKb: number;
  finalUrl: string;
}

/** The part of Lighthouse's result this script reads. */
interface LighthouseResult {
  lhr: {
    finalDisplayedUrl: string;
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}


/** A demo member who may sign in, and a lesson of a published course that the member may watch (not in a locked module, or free). */
async function demoSubjects(url: string): Promise<{ memberId: string; lessonPath: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const member = await client.query<{ id: string }>(
      `select id from member where not banned_permanently and (banned_until is null or banned_until < now()) order by created_at, id limit 1`,
    );
    const lesson = await client.query<{ id: string; course_id: string }>(
      `select l.id, l.course_id from course_lesson l join course c on c.id = l.course_id join course_module m on m.id = l.module_id
        where c.approval_status = 'approved' and c.is_published and l.is_active and (not m.is_locked or l.is_free)
        order by c.created_at, m.module_order, l.lesson_order limit 1`,
    );
    if (!member.rows[0] || !lesson.rows[0]) throw new Error('The demo data has no member or no published lesson.');
    return { memberId: member.rows[0].id, lessonPath: `/curso/${lesson.rows[0].course_id}/aula/${lesson.rows[0].id}` };
  } finally {
    await client.end();
  }
}

async function startChromium(executable: string): Promise<number> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-lighthouse-'));
  const child = spawn(executable, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return port;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its debugging port ${port} within 30 s`);
}

function figuresOf(result: LighthouseResult): Figures {
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    jsKb: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1000,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * Waits until the app has delivered the demo history (ADR 0078): its first start hands the
 * whole past to the handlers batch after batch, and a member page open meanwhile receives each
 * award live over the event stream, each a toast and a new read of the dashboard — a first
 * start's figures, not a page's.
 */
async function historyDelivered(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from outbox_event where dispatched_at is null');
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) throw new Error(`The app still had ${rows[0].n} events to deliver after 5 minutes`);
      log(`Waiting for the app to deliver the demo history (${rows[0].n} events left)…`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 3);
  const chromium = option('chromium') ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const app = path.resolve(option('app') ?? path.join(here, '..', 'src', 'main.js'));
  const only = option('only');
  if (only !== undefined && !PAGE_NAMES.includes(only)) throw new Error(`--only takes one of: ${PAGE_NAMES.join(', ')}`);
  const appRoot = path.resolve(path.dirname(app), '..', '..');
  if (!fs.existsSync(path.join(appRoot, 'frontend', 'dist', 'index.html'))) throw new Error('Build the SPA first: npm run build');
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };

  log('Database with the demo data…');
  const database = await openDatabase('poliglota_bench_web');
  await migrateDatabase(database.url, { seedDemoWhenEmpty: true });
  const { memberId, lessonPath } = await demoSubjects(database.url);
  const secret = randomBytes(32).toString('hex');
  const cookie = await createSession(database.url, secret, memberId);

  const appPort = await freePort();
  const origin = `http://localhost:${appPort}`;
  await startServer(
    'app',
    app,
    { DATABASE_URL: database.url, SESSION_SECRET: secret, PORT: String(appPort), NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: 'false', PUBLIC_URL: origin },
    `http://127.0.0.1:${appPort}/api/health`,
  );
  await historyDelivered(database.url);
  const port = await startChromium(chromium);
  // The member's session goes into the browser's cookie jar before each signed-in run, and the jar
  // is emptied before each guest run. A `Cookie` in Lighthouse's extraHeaders lost to the jar's
  // own as soon as the app had set any cookie (a guest page does), and the member pages were then
  // measured as a guest's, sent on to /.
  const jar = (await playwright.connectOverCDP(`http://127.0.0.1:${port}`)).contexts()[0];
  const [cookieName] = cookie.split('=', 1);
  const cookieValue = cookie.slice(cookieName.length + 1);

  const pages = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'catalogue', path: '/cursos', signedIn: false },
    { name: 'lesson', path: lessonPath, signedIn: true },
  ].filter((page) => !only || page.name === only);
  const jsonDir = option('json');
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const rows: string[] = [];
  for (const page of pages) {
    const results: Figures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`${page.name}: run ${run} of ${runs}…`);
      await jar.clearCookies();
      if (page.signedIn) await jar.addCookies([{ name: cookieName, value: cookieValue, url: origin, httpOnly: true, sameSite: 'Lax' }]);
      const result = await lighthouse(`${origin}${page.path}`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${page.name}-${run}.json`), JSON.stringify(result.lhr, null, 2));
      results.push(figuresOf(result));
    }
    const m = (key: keyof Omit<Figures, 'finalUrl'>) => median(results.map((figures) => figures[key]));
    const finalPath = new URL(results[results.length - 1].finalUrl).pathname;
    rows.push(
      `| ${page.name} (${finalPath === page.path ? page.path.replace(/[0-9a-f-]{36}/g, '…') : `${page.path} → ${finalPath}`}) | ${m('performance')} | ${Math.round(m('lcpMs'))} | ${Math.round(m('tbtMs'))} | ${m('cls').toFixed(3)} | ${Math.round(m('fcpMs'))} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${m('jsKb').toFixed(1)} |`,
    );
  }

  const date = new Date().toISOString().slice(0, 10);
  const [load1, load5] = os.loadavg();
  const report = [
    `# bench:web — ${date}`,
    '',
    `Lighthouse 12.8, mobile preset (simulated throttling), Chromium at ${chromium}, the built app on the demo data; median of ${runs} runs per page.`,
    `App: ${path.relative(process.cwd(), app) || app}.`,
    `Machine: ${os.cpus().length} cores, load average ${load1.toFixed(1)} (1 min) / ${load5.toFixed(1)} (5 min) at the end of the run.`,
    '',
    '| page | performance | LCP (ms) | TBT (ms) | CLS | FCP (ms) | accessibility | best practices | SEO | JS transferred (kB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| **target (issue 36)** | ≥ ${TARGETS.performance} | ≤ ${TARGETS.lcpMs} | ≤ ${TARGETS.tbtMs} | ≤ ${TARGETS.cls} | | ${TARGETS.accessibility} | ≥ ${TARGETS.bestPractices} | ≥ ${TARGETS.seo} | |`,
    ...rows,
    '',
  ].join('\n');
  const file = path.resolve(option('out') ?? path.join(root, 'bench', 'results', `web-${date}.md`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, report);
  process.stdout.write(report);
  log(`Written to ${path.relative(process.cwd(), file)}`);
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
main()
  .then(cleanUp, async (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await cleanUp();
    process.exit(1);
  })
  .then(() => process.exit(0));
