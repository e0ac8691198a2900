/**
 * Fails when a document points at a file the repository does not have. README.md and
 * every Markdown file under docs/ are scanned for relative Markdown links and for
 * backticked paths of files or folders; fenced code blocks are left alone (they show
 * commands and trees, not references).
 *
 *   npm run docs:check
 *
 * A backticked text counts as a path when it names a file (a known extension:
 * `src/config/app-config.ts`, `adapters/persistence/session-cache.ts`) or a folder (a
 * trailing slash: `src/shared/pg-pool/`). One that starts at a top-level folder (src/,
 * scripts/, docs/ …) must exist there; a shorter one must be the end of some path of the
 * repository. Of bare file names only documents (`*.md`) count, since documents name
 * their siblings that way; one written as a tail (`…-fastify.md`, `-after.md`) must end
 * the name of a file in the folder of the last path named before it in the paragraph. Placeholders (`<module>`, `{id}`, `NNNN`) and absolute or remote paths
 * are skipped, a pattern with `*` or `**` must match at least one file, and what git ignores (build output, local data) is never a
 * reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/config/paths.js';

const ROOTS = ['.ci', 'bench', 'deploy', 'docs', 'frontend', 'scripts', 'src', 'test'];
const FILE_EXTENSIONS = [
  'cjs', 'conf', 'css', 'cts', 'example', 'html', 'js', 'json', 'md', 'mjs', 'mts',
  'png', 'service', 'sh', 'sql', 'svg', 'ts', 'tsx', 'txt', 'yaml', 'yml',
];

/** Where a path must be: from the root, as the end of some path, or as the end of a file's name in a folder. */
type Anchor = 'root' | 'path-end' | 'name-end';

interface Broken {
  file: string;
  line: number;
  target: string;
  kind: 'link' | 'path';
}

/** The plain entries of .gitignore: what they name is generated or local, never committed. */
function ignoredEntries(): string[] {
  const file = path.join(projectRoot, '.gitignore');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!') && !/[*?[]/.test(line))
    .map((line) => line.replace(/^\//, '').replace(/\/$/, ''));
}

const ignored = ignoredEntries();

function isIgnored(relative: string): boolean {
  const clean = relative.replace(/\/+$/, '');
  const segments = clean.split('/');
  return (
    segments.includes('.git') ||
    ignored.some((entry) => (entry.includes('/') ? clean === entry || clean.startsWith(`${entry}/`) : segments.includes(entry)))
  );
}

/** Every file and folder of the checkout that git does not ignore, relative to its root. */
function listRepository(): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (isIgnored(relative)) continue;
      if (entry.isDirectory()) {
        folders.push(relative);
        walk(relative);
      } else files.push(relative);
    }
  };
  walk('');
  return { files, folders };
}

const repository = listRepository();

/** A pattern's regular expression: `*` stays within a segment, `**` spans any number of them. */
function globToRegExp(pattern: string): string {
  const segments = pattern.split('/');
  return segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') return last ? '.*' : '(?:[^/]+/)*';
      const escaped = segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
      return last ? escaped : `${escaped}/`;
    })
    .join('');
}

/**
 * Whether a path exists where `anchor` says; a trailing slash asks for a folder, `*` and `**`
 * for one match. A tail (`name-end`) is looked for in `folder`, or anywhere without one.
 */
function exists(target: string, anchor: Anchor, tailFolder?: string): boolean {
  const folder = target.endsWith('/');
  const clean = target.replace(/\/+$/, '');
  const candidates = folder ? repository.folders : [...repository.files, ...repository.folders];
  if (anchor === 'name-end') {
    const inFolder = tailFolder === undefined ? candidates : candidates.filter((c) => path.posix.dirname(c) === tailFolder);
    return inFolder.some((candidate) => candidate.endsWith(clean));
  }
  if (clean.includes('*')) {
    const matcher = new RegExp(`${anchor === 'root' ? '^' : '(?:^|/)'}${globToRegExp(clean)}$`);
    return candidates.some((candidate) => matcher.test(candidate));
  }
  if (anchor === 'root') {
    const absolute = path.join(projectRoot, clean);
    return fs.existsSync(absolute) && (!folder || fs.statSync(absolute).isDirectory());
  }
  return candidates.some((candidate) => candidate === clean || candidate.endsWith(`/${clean}`));
}

/** Link targets of one line: inline links and images `[text](target "title")`, and reference definitions. */
function linkTargets(line: string): string[] {
  const targets: string[] = [];
  for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
  if (definition) targets.push(definition[1]);
  return targets;
}

/** A relative link's path from the root, or undefined for what is not a file of this repository. */
function resolveLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//')) return undefined;
  const withoutAnchor = decodeURI(target.replace(/[#?].*$/, ''));
  if (withoutAnchor === '') return undefined;
  const folder = withoutAnchor.endsWith('/') ? '/' : '';
  if (withoutAnchor.startsWith('/')) return withoutAnchor.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutAnchor)).replace(/\/?$/, folder);
}

/** A backticked text that names a file or folder, with where it must be; or undefined. */
function namedPath(code: string): { target: string; anchor: Anchor } | undefined {
  const target = code.trim().replace(/:\d+(?::\d+)?$/, '');
  if (target === '' || /[\s<>{}[\]()$`'"|,;=@~]|\.\.|:\/\/|([A-Z])\1{3}/.test(target)) return undefined;
  if (target.startsWith('/') || target.startsWith('./')) return undefined;
  const folder = target.endsWith('/');
  const extension = /\.([A-Za-z0-9]+)$/.exec(target)?.[1];
  if (!folder && (extension === undefined || !FILE_EXTENSIONS.includes(extension))) return undefined;
  if (target.includes('/')) return { target, anchor: ROOTS.includes(target.split('/')[0]) ? 'root' : 'path-end' };
  if (folder || extension !== 'md' || target.includes('*')) return undefined;
  if (/^[…-]/.test(target)) return { target: target.replace(/^…/, ''), anchor: 'name-end' };
  return { target, anchor: 'path-end' };
}

function check(file: string): Broken[] {
  const broken: Broken[] = [];
  let fence: string | undefined;
  /** The folder of the last path named in the current paragraph, where a tail (`…-after.md`) is looked for. */
  let lastFolder: string | undefined;
  fs.readFileSync(path.join(projectRoot, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMark) {
        if (fence === undefined) fence = fenceMark[1][0];
        else if (fenceMark[1][0] === fence) fence = undefined;
        return;
      }
      if (fence !== undefined) return;
      if (line.trim() === '') lastFolder = undefined;
      const report = (target: string, relative: string, anchor: Anchor, kind: Broken['kind']): void => {
        if (!isIgnored(relative) && !exists(relative, anchor, lastFolder)) broken.push({ file, line: index + 1, target, kind });
        if (anchor === 'root' && !relative.endsWith('/')) lastFolder = path.posix.dirname(relative);
      };
      const withoutCode = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
      for (const target of linkTargets(withoutCode)) {
        const relative = resolveLink(file, target);
        if (relative !== undefined) report(target, relative, 'root', 'link');
      }
      for (const match of line.matchAll(/`([^`]+)`/g)) {
        const named = namedPath(match[1]);
        if (named !== undefined) report(match[1], named.target, named.anchor, 'path');
      }
    });
  return broken;
}

const documents = ['README.md', ...repository.files.filter((file) => file.startsWith('docs/') && file.endsWith('.md'))].sort();
const broken = documents.flatMap((file) => check(file));
if (broken.length > 0) {
  const count = broken.length === 1 ? 'One reference points' : `${broken.length} references point`;
  process.stderr.write(`${count} at what the repository does not have:\n`);
  for (const b of broken) process.stderr.write(`  ${b.file}:${b.line}: ${b.kind} ${b.target}\n`);
  process.exit(1);
}
process.stdout.write(`${documents.length} documents checked: every file and folder they name exists.\n`);
