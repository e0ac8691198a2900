import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { buildMigrationOrmOptions } from './migration-orm-options.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { ReferenceSeeder } from './seeders/reference.seeder.js';

/** Arbitrary but fixed: the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_KEY = 7_310_455_201;

export interface MigrationOutcome {
  applied: string[];
  /** True when the database had no migration before this run. */
  wasEmpty: boolean;
}

/**
 * Applies pending migrations and the reference data, holding a PostgreSQL
 * advisory lock so instances starting together against one database migrate
 * it once, one after the other.
 */
export async function migrateDatabase(
  clientUrl: string,
  options: { seedDemoWhenEmpty?: boolean } = {},
): Promise<MigrationOutcome> {
  const lock = new pg.Client({ connectionString: clientUrl });
  // A server that goes away mid-migration fails the migration's own queries; its notice on this
  // idle connection must not end the process as an unhandled `error` event.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const orm = await MikroORM.init(buildMigrationOrmOptions(clientUrl, { pool: { min: 0, max: 2 } }));
    try {
      const migrator = orm.getMigrator();
      const executedBefore = await migrator.getExecutedMigrations();
      const applied = await migrator.up();
      await orm.getSeeder().seed(ReferenceSeeder);
      // Demo data only into a database this run created from nothing.
      if (options.seedDemoWhenEmpty && executedBefore.length === 0) await orm.getSeeder().seed(DemoSeeder);
      return { applied: applied.map((m) => m.name), wasEmpty: executedBefore.length === 0 };
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
