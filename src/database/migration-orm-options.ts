import type { Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { migrationsList } from './migrations/index.js';
import { buildOrmOptions } from './orm-options.js';

export const MIGRATIONS_PATH = 'src/database/migrations';

/** The migrations' settings: the migration run's and `db:migration:create`'s. */
export const MIGRATIONS: NonNullable<Options['migrations']> = {
  tableName: 'mikro_orm_migrations',
  path: MIGRATIONS_PATH,
  migrationsList,
  transactional: true,
  allOrNothing: true,
  silent: true,
  snapshot: false,
  emit: 'ts',
  fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
};

/**
 * The app's options (orm-options.ts) with the migrator, the seeder and the migrations: for the
 * process that migrates and seeds, never for one that only serves.
 */
export function buildMigrationOrmOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return buildOrmOptions(clientUrl, {
    extensions: [Migrator, SeedManager],
    migrations: MIGRATIONS,
    seeder: { path: 'src/database/seeders' },
    ...overrides,
  });
}
