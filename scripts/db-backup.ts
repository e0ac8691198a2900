/**
 * `npm run db:backup -- [file] [--force]`: the database and the uploaded files in one archive
 * (default backups/poliglota-<time>.tar.gz), taken while the app runs. The embedded cluster is
 * copied with PostgreSQL's online backup; a DATABASE_URL database is dumped with pg_dump.
 * An existing file is replaced only with --force; the archive is readable by its owner only.
 * ADRs 0097 and 0124, docs/operations.md.
 */
import path from 'node:path';
import { AppConfig } from '../src/config/app-config.js';
import { commandLine, defaultArchiveName, runCommand } from './backup/archive.js';
import { takeBackup } from './backup/backup.js';

async function main(): Promise<void> {
  const { file: given, force } = commandLine('db:backup [archive.tar.gz] [--force]');
  const file = path.resolve(given ?? path.join('backups', defaultArchiveName()));
  await takeBackup(AppConfig.load(), file, { force, ownFolder: given === undefined });
}

runCommand(main);
