/**
 * The embedded cluster's backup: PostgreSQL's low-level online backup (pg_backup_start and
 * pg_backup_stop) copying the data directory and the WAL from the backup's start to its end,
 * so the package's binaries alone (no pg_dump, no pg_basebackup) restore it. ADR 0097.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres, type PostgresUser } from '../../src/database/embedded/embedded-postgres.js';
import { BackupError, CLUSTER_DIR, copyTree, log } from './archive.js';

/**
 * What pg_basebackup leaves out too: the server's run-time files and the contents of folders
 * rebuilt at start. The WAL is copied after pg_backup_stop, from the backup's first segment on.
 */
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'current_logfiles']);
const EMPTIED_FOLDERS = ['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'];

function leftOut(relative: string): boolean {
  const name = path.basename(relative);
  if (relative === name && LEFT_OUT_FILES.has(name)) return true;
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return true;
  const top = relative.split(path.sep)[0];
  return top !== relative && EMPTIED_FOLDERS.includes(top);
}

const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies the cluster `url` reaches (a superuser connection) into `staging/cluster`, while it
 * serves. A temporary replication slot keeps the server from recycling the WAL the copy needs.
 */
export async function backupCluster(url: string, staging: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;
  try {
    const { data_directory: dataDir } = await one<{ data_directory: string }>('show data_directory');
    const { server_version: serverVersion } = await one<{ server_version: string }>('show server_version');
    const slot = `poliglota_backup_${process.pid}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('select pg_backup_start($1, true)', [`poliglota ${new Date().toISOString()}`]);
    const target = path.join(staging, CLUSTER_DIR);
    let stopped: { lsn: string; labelfile: string; spcmapfile: string | null };
    try {
      copyTree(dataDir, target, leftOut);
    } finally {
      stopped = await one('select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)');
    }
    fs.writeFileSync(path.join(target, 'backup_label'), stopped.labelfile, { mode: 0o600 });
    if (stopped.spcmapfile) fs.writeFileSync(path.join(target, 'tablespace_map'), stopped.spcmapfile, { mode: 0o600 });
    const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stopped.labelfile)?.[1];
    const { last } = await one<{ last: string }>('select pg_walfile_name($1) as last', [stopped.lsn]);
    if (!first) throw new BackupError(`pg_backup_stop's label names no start segment:\n${stopped.labelfile}`);
    const wal = copyWal(path.join(dataDir, 'pg_wal'), path.join(target, 'pg_wal'), first, last);
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    log(`Copied the cluster (PostgreSQL ${serverVersion}) from ${dataDir} with ${wal} WAL segment(s), up to ${stopped.lsn}.`);
    return serverVersion;
  } finally {
    await client.end();
  }
}

/** The segments from `first` to `last` of their timeline, and the timelines' history files. */
function copyWal(from: string, to: string, first: string, last: string): number {
  fs.mkdirSync(path.join(to, 'archive_status'), { recursive: true, mode: 0o700 });
  const names = fs.readdirSync(from);
  const segments = names.filter((name) => SEGMENT.test(name) && name.slice(0, 8) === first.slice(0, 8) && name >= first && name <= last);
  if (!segments.includes(first) || !segments.includes(last)) {
    throw new BackupError(`The WAL from ${first} to ${last} is no longer all in ${from}: back up again.`);
  }
  for (const name of [...segments, ...names.filter((name) => name.endsWith('.history'))]) {
    fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
  return segments.length;
}

/**
 * Puts the archive's cluster (`unpacked/cluster`) in `dataDir`, owned by the server's user,
 * and starts it once with the embedded binaries: the server replays the copied WAL to the
 * backup's end, so a broken copy fails here and not at the app's next start.
 */
export async function restoreCluster(unpacked: string, dataDir: string, port: number, runAs?: PostgresUser): Promise<void> {
  fs.renameSync(path.join(unpacked, CLUSTER_DIR), dataDir);
  fs.chmodSync(dataDir, 0o700);
  if (runAs) chownTree(dataDir, runAs);
  const server = new EmbeddedPostgres({ dataDir, port, log });
  try {
    await server.start();
  } catch (error) {
    throw new BackupError(`The restored cluster in ${dataDir} did not start:\n${error instanceof Error ? error.message : String(error)}`);
  }
  await server.stop();
  log(`Restored the cluster into ${dataDir}; PostgreSQL replayed its WAL and started.`);
}

function chownTree(target: string, user: PostgresUser): void {
  fs.chownSync(target, user.uid, user.gid);
  if (!fs.statSync(target).isDirectory()) return;
  for (const name of fs.readdirSync(target)) chownTree(path.join(target, name), user);
}
