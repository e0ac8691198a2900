/**
 * A database given by DATABASE_URL: pg_dump's custom format and pg_restore, from PG_BIN_DIR or
 * the PATH, each checked against the version it must handle first. ADR 0097.
 */
import path from 'node:path';
import pg from 'pg';
import { BackupError, log, run } from './archive.js';

/** A tool's path: in PG_BIN_DIR when set, else found on the PATH. */
function tool(name: 'pg_dump' | 'pg_restore', binDir?: string): string {
  return binDir ? path.join(binDir, name) : name;
}

/** The major version a client tool reports (`pg_dump (PostgreSQL) 15.18 …` is 15). */
function toolMajor(command: string): number {
  let output: string;
  try {
    output = run(command, ['--version']);
  } catch {
    throw new BackupError(
      `${command} was not found or does not run. Install PostgreSQL's client tools (Debian/Ubuntu: postgresql-client), ` +
        'or set PG_BIN_DIR to the folder that holds pg_dump and pg_restore.',
    );
  }
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1];
  if (!major) throw new BackupError(`${command} --version answered "${output.trim()}", not a PostgreSQL version.`);
  return Number(major);
}

function installAdvice(major: number): string {
  return (
    `install PostgreSQL ${major}'s client tools (Debian/Ubuntu: postgresql-client-${major}, from apt.postgresql.org when ` +
    `the distribution's is older) and set PG_BIN_DIR to their folder, e.g. PG_BIN_DIR=/usr/lib/postgresql/${major}/bin`
  );
}

/** The URL without its password, which goes to the tools through PGPASSWORD instead of their command line. */
function forTools(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Dumps the database `url` names into `file`; the server's version and pg_dump's major. */
export async function dumpDatabase(url: string, file: string, binDir?: string): Promise<{ serverVersion: string; pgDumpMajor: number }> {
  const pgDump = tool('pg_dump', binDir);
  const pgDumpMajor = toolMajor(pgDump);
  const server = await withClient(url, async (client) => (await client.query<{ v: string; n: string }>(
    "select current_setting('server_version') as v, current_setting('server_version_num') as n",
  )).rows[0]);
  const serverMajor = Math.floor(Number(server.n) / 10000);
  if (pgDumpMajor < serverMajor) {
    throw new BackupError(`pg_dump ${pgDumpMajor} (${pgDump}) cannot dump a PostgreSQL ${serverMajor} server: ${installAdvice(serverMajor)}.`);
  }
  const { dbname, env } = forTools(url);
  run(pgDump, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env });
  log(`Dumped the database (PostgreSQL ${server.v}) with pg_dump ${pgDumpMajor}.`);
  return { serverVersion: server.v, pgDumpMajor };
}

/**
 * Whether the database `url` names may be restored into: it is created when missing; one that
 * holds tables is refused unless `force` (then pg_restore drops what the dump recreates).
 * Also checks pg_restore reads the dump's format. Writes nothing but the missing database.
 */
export async function prepareDumpTarget(url: string, pgDumpMajor: number, force: boolean, binDir?: string): Promise<{ clean: boolean }> {
  const pgRestore = tool('pg_restore', binDir);
  const restoreMajor = toolMajor(pgRestore);
  if (restoreMajor < pgDumpMajor) {
    throw new BackupError(`pg_restore ${restoreMajor} (${pgRestore}) cannot read a dump of pg_dump ${pgDumpMajor}: ${installAdvice(pgDumpMajor)}.`);
  }
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return rows[0].count;
  }).catch(async (error: { code?: string }) => {
    if (error.code !== '3D000') throw error; // invalid_catalog_name: the database does not exist
    await createDatabase(url);
    return 0;
  });
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database ${new URL(url).pathname.slice(1)} already holds ${tables} tables, sequences or views: restore into a new ` +
        'database (point DATABASE_URL at a name that does not exist yet: it is created), or pass --force to replace its contents.',
    );
  }
  return { clean: tables > 0 };
}

async function createDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  await withClient(maintenance.toString(), (client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  log(`Created the database ${name}.`);
}

/** Restores `file` into the database `url` names, all or nothing (one transaction). */
export function restoreDump(file: string, url: string, clean: boolean, binDir?: string): void {
  const { dbname, env } = forTools(url);
  run(
    tool('pg_restore', binDir),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`, file],
    { env },
  );
  log(`Restored the database ${new URL(url).pathname.slice(1)}.`);
}
