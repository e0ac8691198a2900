import { knex, PostgreSqlKnexDialect, type Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * A knex instance for MikroORM (its `driverOptions`, which MikroORM 6 reuses as
 * given) that has no pool of its own: every query and transaction borrows a
 * connection of the application's `pg` pool and gives it back (ADR 0041). The
 * pool's clients carry MikroORM's type parsers (PgPool), its owner ends it.
 */
export function pooledKnex(pool: pg.Pool): Knex {
  // A borrowed client whose connection dies between two queries (a database restart)
  // emits 'error' with nobody listening, which would end the process; it is noted here
  // and the client is given back broken, so the pool drops it.
  const brokenBy = new WeakMap<pg.PoolClient, Error>();
  const listeners = new WeakMap<pg.PoolClient, (error: Error) => void>();
  class PooledPostgreSqlDialect extends PostgreSqlKnexDialect {
    initializePool(): void {
      // The pg pool is the pool.
    }

    async acquireConnection(): Promise<pg.PoolClient> {
      const client = await pool.connect();
      const onError = (error: Error) => brokenBy.set(client, error);
      client.on('error', onError);
      listeners.set(client, onError);
      return client;
    }

    async releaseConnection(connection: pg.PoolClient): Promise<void> {
      const onError = listeners.get(connection);
      if (onError) connection.off('error', onError);
      // A client that broke mid-query is dropped by the pool itself (pg-pool checks it on release).
      connection.release(brokenBy.get(connection));
    }

    async destroy(callback?: (error?: unknown) => void): Promise<void> {
      callback?.();
    }
  }
  return knex({ client: PooledPostgreSqlDialect as unknown as typeof knex.Client, connection: {} });
}
