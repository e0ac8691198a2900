/**
 * A backup archive: a gzipped tar of a staging folder holding `manifest.json`, the database
 * (`cluster/`, a physical copy of the embedded cluster, or `database.dump`, pg_dump's custom
 * format) and `uploads/` (the files of STORAGE=local). ADR 0097.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const CLUSTER_DIR = 'cluster';
export const DUMP_FILE = 'database.dump';
export const UPLOADS_DIR = 'uploads';

export interface Manifest {
  format: 'poliglota-backup';
  version: 1;
  createdAt: string;
  /** The embedded cluster copied as files, or one database dumped by pg_dump. */
  database:
    | { kind: 'cluster'; serverVersion: string }
    | { kind: 'dump'; serverVersion: string; pgDumpMajor: number };
  /** The uploaded files: in the archive (local), or left in the bucket (s3). */
  uploads: { storage: 'local'; files: number } | { storage: 's3'; bucket: string };
}

/** A refusal or failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}

export function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** Runs a command to completion; a non-zero exit is a BackupError carrying its output. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: options.env ?? process.env, cwd: options.cwd, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new BackupError(`Could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new BackupError(`${path.basename(command)} failed (exit ${result.status}):\n${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout;
}

/** Whether a path is missing or an empty folder: what may be written over without --force. */
export function isEmptyTarget(target: string): boolean {
  if (!fs.existsSync(target)) return true;
  return fs.statSync(target).isDirectory() && fs.readdirSync(target).length === 0;
}

/**
 * Writes `staging` as a gzipped tar to `file`, readable by its owner only whatever the umask
 * (it holds every member's e-mail and sessions): tar writes into a file opened 0600, beside
 * `file`, then renamed over it.
 */
export function pack(staging: string, file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const fd = fs.openSync(partial, 'wx', 0o600);
  let result: ReturnType<typeof spawnSync>;
  try {
    fs.fchmodSync(fd, 0o600);
    result = spawnSync('tar', ['--create', '--gzip', '--file=-', `--directory=${staging}`, '.'], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
  } finally {
    fs.closeSync(fd);
  }
  if (result.error || result.status !== 0) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`tar could not write ${file}: ${result.error?.message ?? String(result.stderr).trim()}`);
  }
  fs.renameSync(partial, file);
}

/** Extracts an archive into the empty folder `into` and reads its manifest. */
export function unpack(file: string, into: string): Manifest {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  fs.mkdirSync(into, { recursive: true });
  try {
    run('tar', ['--extract', '--gzip', '--same-permissions', `--file=${file}`, `--directory=${into}`]);
  } catch (error) {
    throw new BackupError(`${file} could not be read as a backup archive (a .tar.gz of npm run db:backup): ${(error as Error).message}`);
  }
  const manifestPath = path.join(into, MANIFEST_FILE);
  const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Partial<Manifest>) : undefined;
  if (manifest?.format !== 'poliglota-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a backup made by npm run db:backup (no ${MANIFEST_FILE} of version 1).`);
  }
  return manifest as Manifest;
}

/**
 * Copies a folder tree. Files that disappear while it runs are skipped (a live cluster deletes
 * temporary files), and `skip` names the relative paths whose contents are left out.
 */
export function copyTree(from: string, to: string, skip: (relative: string) => boolean = () => false, relative = ''): number {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const inner = path.join(relative, entry.name);
    if (skip(inner)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) copied += copyTree(source, target, skip, inner);
      else if (entry.isFile()) {
        fs.copyFileSync(source, target);
        copied += 1;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/** The uploads folder into the staging folder; how many files it held. */
export function copyUploads(uploadsDir: string, staging: string): number {
  const target = path.join(staging, UPLOADS_DIR);
  if (!fs.existsSync(uploadsDir)) {
    fs.mkdirSync(target);
    return 0;
  }
  return copyTree(uploadsDir, target);
}

/** A file name of the current time, sortable: poliglota-2026-11-28T21-30-00Z.tar.gz. */
export function defaultArchiveName(now = new Date()): string {
  return `poliglota-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

/** The command line of db:backup and db:restore: one archive path and --force. */
export function commandLine(usage: string): { file?: string; force: boolean } {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || files.length > 1) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exit(2);
  }
  return { file: files[0], force: args.includes('--force') };
}

/** Runs a command: exit 0 when done, 1 with the reason (a BackupError without its stack) when not. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof BackupError ? error.message : error instanceof Error ? error.stack : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
