/**
 * The SPA's weight budgets (ADR 0071), checked against the build: for each page, the
 * JavaScript and CSS a browser loads to show it — the entry (index.html), the app it starts
 * and the page's chunk, with everything they import statically, and the Portuguese (larger) catalogue areas
 * the page waits for (ADR 0072), never what loads on demand — read from Vite's manifest and
 * measured gzip-compressed. Fails (exit 1) when a page is over.
 *
 *   npm run build:web && npm run web:budget
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', '..', 'frontend', 'dist');

/** kB gzip (1 kB = 1 000 bytes, as Vite prints). */
const BUDGET = {
  landingJs: 122.5,
  learnerPageJs: 200,
  pageCss: 30,
};

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  process.stderr.write(`No ${path.relative(process.cwd(), manifestPath)}: build the SPA first (npm run build:web).\n`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

const gzipSizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk keys a page loads before it renders: itself and its static imports, transitively. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function weigh(keys: string[]): { js: number; css: number } {
  const chunks = [...closure(keys)].map((key) => manifest[key]);
  const js = new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')));
  const css = new Set(chunks.flatMap((c) => c.css ?? []));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  return { js: sum(js), css: sum(css) };
}

/** The catalogue areas a page waits for before it renders (frontend/src/app/router.tsx, ADR 0072). */
function catalogueKeys(page: string): string[] {
  const area = (name: string) => `src/i18n/locales/pt/${name}.ts`;
  const keys = [area('core')];
  if (page !== 'landing/LandingPage' && page !== 'auth/AuthCallbackPage') keys.push(area('app'));
  if (page.startsWith('admin/')) keys.push(area('admin-area'));
  for (const key of keys) {
    if (!manifest[key]) {
      process.stderr.write(`The manifest has no ${key}: update catalogueKeys in scripts/web-budget.ts.\n`);
      process.exit(1);
    }
  }
  return keys;
}

const FULL_APP = 'src/app/start.tsx';
const LANDING_APP = 'src/app/landing/start.tsx';
for (const key of [FULL_APP, LANDING_APP]) {
  if (!manifest[key]) {
    process.stderr.write(`The manifest has no ${key}: update scripts/web-budget.ts.\n`);
    process.exit(1);
  }
}

const pages = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/app/routes/'))
  .map(([key, chunk]) => {
    const name = chunk.src!.replace('src/app/routes/', '').replace(/\.tsx?$/, '');
    const landing = name === 'landing/LandingPage';
    const admin = name.startsWith('admin/');
    const jsBudget = landing ? BUDGET.landingJs : admin ? null : BUDGET.learnerPageJs;
    // A visitor arriving at `/` gets the landing page's own small app; every other address the
    // whole app and the page (frontend/src/main.tsx, ADR 0073).
    const entry = landing ? [LANDING_APP] : [FULL_APP, key];
    return { name, ...weigh(['index.html', ...entry, ...catalogueKeys(name)]), jsBudget };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const over: string[] = [];
const rows = pages.map((page) => {
  const jsOver = page.jsBudget !== null && page.js > page.jsBudget;
  const cssOver = page.css > BUDGET.pageCss;
  if (jsOver) over.push(`${page.name}: JavaScript ${page.js.toFixed(1)} kB gzip > ${page.jsBudget} kB`);
  if (cssOver) over.push(`${page.name}: CSS ${page.css.toFixed(1)} kB gzip > ${BUDGET.pageCss} kB`);
  const budget = page.jsBudget === null ? 'admin (no budget)' : `≤ ${page.jsBudget}`;
  return `| ${page.name} | ${page.js.toFixed(1)} | ${budget} | ${page.css.toFixed(1)} | ≤ ${BUDGET.pageCss} | ${jsOver || cssOver ? 'OVER' : 'ok'} |`;
});

process.stdout.write(
  [
    'SPA weight per page (kB gzip, loaded before the page renders):',
    '',
    '| page | JS | JS budget | CSS | CSS budget | |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n'),
);
if (over.length > 0) {
  process.stderr.write(`Over budget:\n${over.map((line) => `  ${line}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Every page is within its budget (${pages.length} pages).\n`);
