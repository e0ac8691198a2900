import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';

/**
 * One place builds the MikroORM options for the app, the migration commands and
 * the tests, so they can never disagree. The running app maps entities only: the
 * migrator, the seeder and the migrations themselves are the migration run's
 * (migration-orm-options.ts), and no process that only serves loads them.
 */
export function buildOrmOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // Entities are mapped with decorators and emitted type metadata (ADR 0003).
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3_000, keepAlive: true } },
    ...overrides,
  });
}
