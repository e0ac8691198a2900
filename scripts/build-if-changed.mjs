// `npm start`'s pre-step (ADR 0058): builds the server and the SPA only when their
// sources are newer than the build, so a start after an unchanged checkout takes no
// compile. Plain ESM, because it runs before anything is compiled.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SKIP = new Set(['node_modules', 'dist', '.data', 'artifacts']);

/** The newest modification time under `entry` (a file or a folder), 0 when missing. */
function newest(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (SKIP.has(name)) continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

const at = (...parts) => path.join(root, ...parts);
const shared = Math.max(newest(at('package-lock.json')), newest(at('tsconfig.json')));
const parts = [
  {
    name: 'server',
    script: 'build:server',
    sources: Math.max(shared, newest(at('src')), newest(at('scripts')), newest(at('tsconfig.build.json'))),
    built: newest(at('dist', 'src', 'main.js')),
  },
  {
    name: 'web',
    script: 'build:web',
    sources: Math.max(shared, newest(at('frontend'))),
    built: newest(at('frontend', 'dist', 'index.html')),
  },
];

for (const part of parts) {
  if (part.built > 0 && part.built >= part.sources) {
    process.stdout.write(`[poliglota] The ${part.name} build is up to date\n`);
    continue;
  }
  process.stdout.write(`[poliglota] Building the ${part.name} (${part.built > 0 ? 'sources changed' : 'no build yet'})\n`);
  execSync(`npm run --silent ${part.script}`, { cwd: root, stdio: 'inherit' });
}
