/**
 * Database commands: `migrate` applies pending migrations (and reference data);
 * `migration:create [name]` writes a migration for the difference between the
 * entities and the committed schema snapshot, and registers it.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfig, projectRoot } from '../src/config/index.js';
import { prepareDatabase } from '../src/bootstrap.js';
import { MIGRATIONS, MIGRATIONS_PATH, buildMigrationOrmOptions } from '../src/database/migration-orm-options.js';

const log = (message: string) => process.stdout.write(`${message}\n`);

async function migrate(): Promise<void> {
  const database = await prepareDatabase(AppConfig.load(), log);
  log('The database is up to date.');
  await database.embedded?.stop();
}

async function createMigration(name?: string): Promise<void> {
  // The database is brought up to date first: the diff is entities vs snapshot,
  // but the migrator checks what was executed.
  const database = await prepareDatabase(AppConfig.load(), log);
  const orm = await MikroORM.init(
    buildMigrationOrmOptions(database.clientUrl, {
      migrations: {
        ...MIGRATIONS,
        path: path.join(projectRoot, MIGRATIONS_PATH),
        snapshot: true,
        snapshotName: 'schema-snapshot',
      },
    }),
  );
  try {
    const result = await orm.getMigrator().createMigration(undefined, false, false, name);
    if (!result.fileName) {
      log('No changes: the entities match the schema snapshot.');
      return;
    }
    writeIndex();
    log(`Created ${path.join(MIGRATIONS_PATH, result.fileName)}`);
  } finally {
    await orm.close(true);
    await database.embedded?.stop();
  }
}

/** Rewrites migrations/index.ts so the list matches the files, in order. */
function writeIndex(): void {
  const dir = path.join(projectRoot, MIGRATIONS_PATH);
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^Migration\d{14}.*\.ts$/.test(f))
    .sort();
  const imports = files.map((f, i) => `import { ${classOf(dir, f)} as M${i} } from './${f.replace(/\.ts$/, '.js')}';`);
  const entries = files.map((f, i) => `  { name: '${f.replace(/\.ts$/, '')}', class: M${i} },`);
  const source = [
    '// The migrations, in order. `npm run db:migration:create` appends new ones here.',
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...imports,
    '',
    'export const migrationsList: MigrationObject[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'index.ts'), source);
}

function classOf(dir: string, file: string): string {
  const match = /export class (\w+)/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (!match) throw new Error(`${file} exports no migration class`);
  return match[1];
}

const [command, rawName] = process.argv.slice(2);
// The name becomes part of a class name: letters, digits and underscores only.
const arg = rawName?.replace(/\W+/g, '_');
const run = command === 'migrate' ? migrate() : command === 'migration:create' ? createMigration(arg) : undefined;
if (!run) {
  log('Usage: db migrate | db migration:create [name]');
  process.exit(2);
}
run.then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
