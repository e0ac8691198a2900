import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export const MIGRATIONS_PATH = 'src/database/migrations';

/**
 * One place builds the MikroORM options for the app, the migration commands and
 * the tests, so they can never disagree.
 */
export function buildOrmOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // Entities are mapped with decorators and emitted type metadata (ADR 0003).
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3_000, keepAlive: true } },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: MIGRATIONS_PATH,
      migrationsList,
      transactional: true,
      allOrNothing: true,
      silent: true,
      snapshot: false,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    seeder: { path: 'src/database/seeders' },
    ...overrides,
  });
}
