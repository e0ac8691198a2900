// The expand-then-contract rule of rolling upgrades (docs/operations.md, ADR 0096): while an
// upgrade rolls, the previous release runs on the new schema, so a migration never drops or
// renames a table or column that release still reads. One that does must say which release
// stopped using it, in a comment of its `up()`:  // contract: unused since <release>
// Run by `npm run lint`: `node scripts/check-migrations.mjs` (no build needed).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The marker a contracting migration carries, naming the release that stopped using what it removes. */
export const MARKER = /\/\/\s*contract: unused since (\S+)/;

/**
 * Migrations released before the rule, when every instance stopped before the next started:
 * each drops a table its own release had stopped using. Never add one.
 */
export const GRANDFATHERED = new Set([
  'Migration20261122202715_security_limits',
  'Migration20261122233108_DropCourseAuditEntry',
  'Migration20261125160000_likes_one_shape',
]);

const DESTRUCTIVE = [
  { what: 'drops a table', pattern: /\bdrop\s+table\b/i },
  { what: 'drops a column', pattern: /\bdrop\s+column\b/i },
  // `alter table t drop "c"`: a quoted name after drop is a column (constraints and defaults are keywords).
  { what: 'drops a column', pattern: /\balter\s+table\b[^;`]*\bdrop\s+(?:if\s+exists\s+)?"/i },
  { what: 'renames a table or column', pattern: /\balter\s+table\b[^;`]*\brename\b(?!\s+constraint\b)/i },
];

/** The text of a migration's `up()`, without comments (a comment's words are not SQL). */
function upBody(source) {
  const start = source.search(/\basync\s+up\s*\(/);
  if (start === -1) return '';
  const end = source.slice(start).search(/\basync\s+down\s*\(/);
  return end === -1 ? source.slice(start) : source.slice(start, start + end);
}

/**
 * What a migration's `up()` removes or renames, and the release its marker names (null when it
 * carries none). `problems` is empty when the migration keeps the rule.
 */
export function checkMigration(name, source) {
  const body = upBody(source);
  const marker = MARKER.exec(body)?.[1] ?? null;
  const sql = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const found = [...new Set(DESTRUCTIVE.filter((rule) => rule.pattern.test(sql)).map((rule) => rule.what))];
  const problems =
    found.length > 0 && marker === null && !GRANDFATHERED.has(name)
      ? [`${name} ${found.join(' and ')} without naming the release that stopped using it: add \`// contract: unused since <release>\` to its up(), and ship it one release after that one (docs/operations.md)`]
      : [];
  return { found, marker, problems };
}

function main() {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'database', 'migrations');
  const problems = fs
    .readdirSync(dir)
    .filter((file) => /^Migration\d{14}.*\.ts$/.test(file))
    .sort()
    .flatMap((file) => checkMigration(file.replace(/\.ts$/, ''), fs.readFileSync(path.join(dir, file), 'utf8')).problems);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
