/**
 * `npm run db:restore -- <archive> [--force]`: puts a db:backup archive back. The embedded
 * cluster goes into EMBEDDED_PG_DIR (with DATABASE_URL unset), a dump into the database
 * DATABASE_URL names (created when missing), the files into UPLOADS_DIR. Every target is checked
 * before anything is written: a non-empty one is refused unless --force, and a data directory
 * the app is serving always. An archive holding anything db:backup does not write (a link, a
 * device, a path out of it) is refused before it is extracted. ADRs 0097 and 0124, docs/operations.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig } from '../src/config/app-config.js';
import { embeddedDataDir, runningServerPort, serverUser } from '../src/database/embedded/embedded-postgres.js';
import { BackupError, DUMP_FILE, UPLOADS_DIR, commandLine, copyTree, isEmptyTarget, log, runCommand, unpack } from './backup/archive.js';
import { checkArchiveEntries } from './backup/archive-entries.js';
import { restoreCluster } from './backup/cluster.js';
import { prepareDumpTarget, restoreDump } from './backup/dump.js';

async function main(): Promise<void> {
  const { file: given, force } = commandLine('db:restore <archive.tar.gz> [--force]');
  if (!given) throw new BackupError('Name the archive to restore: npm run db:restore -- backups/poliglota-….tar.gz');
  const file = path.resolve(given);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  // Read before anything is extracted: links, devices and paths out of the archive are refused (ADR 0124).
  await checkArchiveEntries(file);
  const config = AppConfig.load();
  const databaseUrl = config.get('DATABASE_URL');
  // Unpacked beside the cluster's data directory, so it is moved into place, not copied.
  const dataDir = databaseUrl ? undefined : embeddedDataDir(config.embeddedPgDir);
  const unpacked = fs.mkdtempSync(dataDir ? path.join(path.dirname(dataDir), '.poliglota-restore-') : path.join(os.tmpdir(), 'poliglota-restore-'));
  try {
    const manifest = unpack(file, unpacked);
    log(`Restoring the backup of ${manifest.createdAt}.`);

    // Every check before the first write.
    let dumpTarget: { clean: boolean } | undefined;
    if (manifest.database.kind === 'cluster') {
      if (!dataDir) {
        throw new BackupError('This archive holds the embedded cluster: unset DATABASE_URL to restore it into EMBEDDED_PG_DIR.');
      }
      if (runningServerPort(dataDir)) throw new BackupError(`PostgreSQL is running on ${dataDir}: stop the app first.`);
      if (!isEmptyTarget(dataDir) && !force) {
        throw new BackupError(`${dataDir} is not empty: set EMBEDDED_PG_DIR to a new folder, or pass --force to set the current cluster aside.`);
      }
    } else {
      if (!databaseUrl) throw new BackupError('This archive holds a pg_dump: set DATABASE_URL to the database to restore it into (created when missing).');
      dumpTarget = await prepareDumpTarget(databaseUrl, manifest.database.pgDumpMajor, force, config.get('PG_BIN_DIR'));
    }
    const restoreFiles = manifest.uploads.storage === 'local' && config.get('STORAGE') === 'local';
    if (manifest.uploads.storage === 'local' && !fs.lstatSync(path.join(unpacked, UPLOADS_DIR), { throwIfNoEntry: false })?.isDirectory()) {
      throw new BackupError(`${file} names its files as kept in the archive, but holds no ${UPLOADS_DIR} folder. Nothing was restored.`);
    }
    if (restoreFiles && !isEmptyTarget(config.uploadsDir) && !force) {
      throw new BackupError(`${config.uploadsDir} is not empty: set UPLOADS_DIR to a new folder, or pass --force to copy the files over it.`);
    }

    if (dataDir) {
      if (!isEmptyTarget(dataDir)) {
        const aside = `${dataDir}.before-restore-${Date.now()}`;
        fs.renameSync(dataDir, aside);
        log(`Set the current cluster aside in ${aside}.`);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await restoreCluster(unpacked, dataDir, config.get('EMBEDDED_PG_PORT'), serverUser());
    } else {
      restoreDump(path.join(unpacked, DUMP_FILE), databaseUrl!, dumpTarget!.clean, config.get('PG_BIN_DIR'));
    }

    if (manifest.uploads.storage === 's3') {
      log(`The files were not in this backup: they are in the bucket ${manifest.uploads.bucket} (bring back its versions of that time, or sync your copy).`);
    } else if (restoreFiles) {
      const files = copyTree(path.join(unpacked, UPLOADS_DIR), config.uploadsDir);
      log(`Restored ${files} uploaded file(s) into ${config.uploadsDir}.`);
    } else {
      log(`STORAGE=s3: the archive's ${manifest.uploads.files} file(s) go to the bucket under the same keys: tar -xzf ${file} ./uploads, then aws s3 sync uploads s3://${config.s3.bucket}.`);
    }
    log('Done: start the app and check a member, the ranking and the latest posts.');
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

runCommand(main);
