import { knex, PostgreSqlKnexDialect, type Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * A knex instance for MikroORM (its `driverOptions`, which MikroORM 6 reuses as
 * given) that has no pool of its own: every query and transaction borrows a
 * connection of the application's `pg` pool and gives it back (ADR 0041). The
 * pool's clients carry MikroORM's type parsers (PgPool), its owner ends it.
 */
export function pooledKnex(pool: pg.Pool): Knex {
  class PooledPostgreSqlDialect extends PostgreSqlKnexDialect {
    initializePool(): void {
      // The pg pool is the pool.
    }

    async acquireConnection(): Promise<pg.PoolClient> {
      return pool.connect();
    }

    async releaseConnection(connection: pg.PoolClient): Promise<void> {
      // A client that broke mid-query is dropped by the pool itself (pg-pool checks it on release).
      connection.release();
    }

    async destroy(callback?: (error?: unknown) => void): Promise<void> {
      callback?.();
    }
  }
  return knex({ client: PooledPostgreSqlDialect as unknown as typeof knex.Client, connection: {} });
}
