/**
 * One backup: the database, then the uploaded files, with the app's file deletions held back
 * from before the database copy until the files are copied (ADR 0124), written as an archive
 * only its owner reads. `npm run db:backup` runs it; ADR 0097, docs/operations.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../src/config/app-config.js';
import { EMBEDDED_DATABASE_NAME, EmbeddedPostgres, embeddedDataDir, runningServerPort } from '../../src/database/embedded/embedded-postgres.js';
import { BACKUP_LOCK } from '../../src/shared/storage/held-deletions.js';
import { BackupError, DUMP_FILE, MANIFEST_FILE, copyUploads, log, pack, type Manifest } from './archive.js';
import { backupCluster } from './cluster.js';
import { dumpDatabase } from './dump.js';

export interface BackupSteps {
  /** Runs between the database copy and the copy of the files (tests write there). */
  afterDatabase?: () => Promise<void>;
}

/** The database to copy, reachable: DATABASE_URL's, or the embedded cluster (the app's running server, else one started for the copy). */
async function withDatabase<T>(
  config: AppConfig,
  use: (database: { kind: 'dump'; url: string } | { kind: 'cluster'; url: string; appUrl: string }) => Promise<T>,
): Promise<T> {
  const databaseUrl = config.get('DATABASE_URL');
  if (databaseUrl) return use({ kind: 'dump', url: databaseUrl });
  const dataDir = embeddedDataDir(config.embeddedPgDir);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir}: nothing to back up (set DATABASE_URL for another server).`);
  }
  const runningPort = runningServerPort(dataDir);
  const server = new EmbeddedPostgres({ dataDir, port: runningPort ?? config.get('EMBEDDED_PG_PORT'), log });
  if (runningPort) log(`Backing up the running embedded PostgreSQL (port ${runningPort}) without stopping it.`);
  else await server.start();
  try {
    return await use({ kind: 'cluster', url: server.connectionUrl, appUrl: server.urlFor(EMBEDDED_DATABASE_NAME) });
  } finally {
    if (!runningPort) await server.stop();
  }
}

/**
 * Holds the backup lock on the app's database until the returned function releases it: the
 * app keeps every file it would delete meanwhile (ADR 0124). Waits for deletions under way.
 * A database the app never created has no app deleting files: nothing to hold.
 */
async function holdFileDeletions(appUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: appUrl, application_name: 'poliglota-backup' });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return async () => undefined;
    throw error;
  }
  client.on('error', () => undefined);
  await client.query('select pg_advisory_lock(hashtext($1))', [BACKUP_LOCK]);
  // Ending the session releases the lock, also when the script dies.
  return () => client.end();
}

/**
 * Makes the archive's folder, mode 0700 when this creates it whatever the umask; the default
 * folder is the backups' own and is made 0700 even when it exists. An existing folder the
 * operator named keeps its mode (it may be shared, or the project's own), with a warning when
 * others may list it: the archive itself is 0600 either way.
 */
function prepareFolder(folder: string, ownFolder: boolean): void {
  const created = fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  // mkdir's mode goes through the umask, chmod's does not: each folder made here is tightened.
  if (created !== undefined) for (let dir = folder; dir.length >= created.length; dir = path.dirname(dir)) fs.chmodSync(dir, 0o700);
  else if (ownFolder) fs.chmodSync(folder, 0o700);
  else if ((fs.statSync(folder).mode & 0o077) !== 0) {
    log(`${folder} may be listed by other users (the archive itself is readable by its owner only): a folder of mode 0700 is safer.`);
  }
}

/**
 * Writes a backup to `file` (replacing it only with `force`). `ownFolder` says the folder is
 * the default backups/ folder, which is tightened to 0700.
 */
export async function takeBackup(config: AppConfig, file: string, options: { force?: boolean; ownFolder?: boolean } & BackupSteps = {}): Promise<void> {
  if (fs.existsSync(file) && !options.force) throw new BackupError(`${file} exists: name another file, or pass --force to replace it.`);
  prepareFolder(path.dirname(file), options.ownFolder ?? false);
  // mkdtemp makes the folder 0700: what is copied into it is never readable by others.
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.poliglota-backup-'));
  try {
    const manifest = await withDatabase(config, async (database): Promise<Manifest> => {
      // Taken before the database copy, released after the files' copy (ADR 0124).
      const release = await holdFileDeletions(database.kind === 'dump' ? database.url : database.appUrl);
      try {
        const copied: Manifest['database'] = database.kind === 'dump'
          ? { kind: 'dump', ...(await dumpDatabase(database.url, path.join(staging, DUMP_FILE), config.get('PG_BIN_DIR'))) }
          : { kind: 'cluster', serverVersion: await backupCluster(database.url, staging) };
        await options.afterDatabase?.();
        let uploads: Manifest['uploads'];
        if (config.get('STORAGE') === 's3') {
          uploads = { storage: 's3', bucket: config.s3.bucket };
          log(`The files stay in the bucket ${config.s3.bucket}: keep its versioning on and a copy of it (docs/operations.md).`);
        } else {
          uploads = { storage: 'local', files: copyUploads(config.uploadsDir, staging) };
          log(`Copied ${uploads.files} uploaded file(s) from ${config.uploadsDir}.`);
        }
        return { format: 'poliglota-backup', version: 1, createdAt: new Date().toISOString(), database: copied, uploads };
      } finally {
        await release();
      }
    });
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    pack(staging, file);
    log(`Backup written to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB). Restore it with npm run db:restore -- ${file}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
