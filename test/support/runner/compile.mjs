// Compiles the server's and the tests' TypeScript once per run for the tiers that run as plain
// Node.js (ADR 0119): each file is transpiled by SWC, with the options the unit tier's Jest
// transform uses, into .test-dist/ beside the sources, at the same depth as dist/. Only files
// newer than their output are compiled again, so a run of one file costs a second or two.
import { transformFile } from '@swc/core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const outDir = path.join(projectRoot, '.test-dist');

/** What the tests load: the server, its scripts, the tests, and the SPA's catalogues (the screens' walk reads them). */
const TREES = ['src', 'test', 'scripts', 'frontend/src/i18n/locales'];

/** `@jest/globals` exists only inside Jest's module registry: the compiled tests import this instead. */
const GLOBALS = path.join(projectRoot, 'test', 'support', 'runner', 'jest-globals.mjs');

const OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
  swcrc: false,
  configFile: false,
};

/** The compiled file a source runs as: `test/a.e2e-spec.ts` → `.test-dist/test/a.e2e-spec.js`. */
export function compiledPath(source) {
  return path.join(outDir, path.relative(projectRoot, source)).replace(/\.ts$/, '.js');
}

/** Compiles every source newer than its output; resolves with how many it compiled. */
export async function compileTests() {
  const sources = TREES.flatMap((tree) => sourcesUnder(path.join(projectRoot, tree)));
  removeOrphans(new Set(sources.map(compiledPath)));
  const stale = sources.filter((source) => {
    const target = compiledPath(source);
    return !fs.existsSync(target) || fs.statSync(target).mtimeMs < fs.statSync(source).mtimeMs;
  });
  // In batches: every file at once would hold all the outputs in memory together.
  for (let i = 0; i < stale.length; i += 64) {
    await Promise.all(stale.slice(i, i + 64).map(compileOne));
  }
  return stale.length;
}

async function compileOne(source) {
  const { code } = await transformFile(source, { ...OPTIONS, filename: source });
  const target = compiledPath(source);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, rewriteSpecifiers(code, source, target));
}

function rewriteSpecifiers(code, source, target) {
  let globals = path.relative(path.dirname(target), GLOBALS).split(path.sep).join('/');
  if (!globals.startsWith('.')) globals = `./${globals}`;
  let out = code.replace(/(from\s+|import\s*\(\s*)(['"])@jest\/globals\2/g, `$1$2${globals}$2`);
  // The SPA's modules are the bundler's: their relative imports name no extension.
  if (source.includes(`${path.sep}frontend${path.sep}`)) {
    out = out.replace(/(from\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (whole, from, quote, specifier) =>
      path.extname(specifier) ? whole : `${from}${quote}${specifier}${fs.existsSync(path.resolve(path.dirname(source), `${specifier}.ts`)) ? '.js' : '/index.js'}${quote}`,
    );
  }
  return out;
}

/** A file whose source is gone goes too: a test must not pass on a module the sources no longer have. */
function removeOrphans(expected) {
  if (!fs.existsSync(outDir)) return;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !expected.has(file)) fs.rmSync(file);
  }
}

function sourcesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
