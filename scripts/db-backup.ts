/**
 * `npm run db:backup -- [file] [--force]`: the database and the uploaded files in one archive
 * (default backups/poliglota-<time>.tar.gz), taken while the app runs. The embedded cluster is
 * copied with PostgreSQL's online backup; a DATABASE_URL database is dumped with pg_dump.
 * An existing file is replaced only with --force. ADR 0097, docs/operations.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../src/config/app-config.js';
import { EmbeddedPostgres, embeddedDataDir, runningServerPort } from '../src/database/embedded/embedded-postgres.js';
import {
  BackupError, DUMP_FILE, MANIFEST_FILE, commandLine, copyUploads, defaultArchiveName, log, pack, runCommand, type Manifest,
} from './backup/archive.js';
import { backupCluster } from './backup/cluster.js';
import { dumpDatabase } from './backup/dump.js';

/** The embedded cluster, online: the app's running server, else one started for the copy. */
async function backupEmbedded(config: AppConfig, staging: string): Promise<Manifest['database']> {
  const dataDir = embeddedDataDir(config.embeddedPgDir);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir}: nothing to back up (set DATABASE_URL for another server).`);
  }
  const runningPort = runningServerPort(dataDir);
  const server = new EmbeddedPostgres({ dataDir, port: runningPort ?? config.get('EMBEDDED_PG_PORT'), log });
  if (runningPort) log(`Backing up the running embedded PostgreSQL (port ${runningPort}) without stopping it.`);
  else await server.start();
  try {
    return { kind: 'cluster', serverVersion: await backupCluster(server.connectionUrl, staging) };
  } finally {
    if (!runningPort) await server.stop();
  }
}

async function main(): Promise<void> {
  const { file: given, force } = commandLine('db:backup [archive.tar.gz] [--force]');
  const config = AppConfig.load();
  const file = path.resolve(given ?? path.join('backups', defaultArchiveName()));
  if (fs.existsSync(file) && !force) throw new BackupError(`${file} exists: name another file, or pass --force to replace it.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.poliglota-backup-'));
  try {
    const databaseUrl = config.get('DATABASE_URL');
    const database: Manifest['database'] = databaseUrl
      ? { kind: 'dump', ...(await dumpDatabase(databaseUrl, path.join(staging, DUMP_FILE), config.get('PG_BIN_DIR'))) }
      : await backupEmbedded(config, staging);
    let uploads: Manifest['uploads'];
    if (config.get('STORAGE') === 's3') {
      uploads = { storage: 's3', bucket: config.s3.bucket };
      log(`The files stay in the bucket ${config.s3.bucket}: keep its versioning on and a copy of it (docs/operations.md).`);
    } else {
      uploads = { storage: 'local', files: copyUploads(config.uploadsDir, staging) };
      log(`Copied ${uploads.files} uploaded file(s) from ${config.uploadsDir}.`);
    }
    const manifest: Manifest = { format: 'poliglota-backup', version: 1, createdAt: new Date().toISOString(), database, uploads };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    pack(staging, file);
    log(`Backup written to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB). Restore it with npm run db:restore -- ${file}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

runCommand(main);
