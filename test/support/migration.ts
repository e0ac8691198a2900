import type { Migration } from '@mikro-orm/migrations';
import type pg from 'pg';

/** A migration class of `src/database/migrations`: its statements are only `addSql` calls. */
type MigrationClass = new (driver: never, config: never) => Migration;

/**
 * The SQL one direction of a migration would run, without a database: the class only collects its
 * `addSql` statements, so it needs neither driver nor configuration.
 */
export async function migrationQueries(migration: MigrationClass, direction: 'up' | 'down'): Promise<string[]> {
  const instance = new migration(null as never, null as never);
  await instance[direction]();
  return instance.getQueries().map((query) => String(query));
}

/** Runs the statements of one direction of a migration on a plain client, in one transaction. */
export async function runMigration(client: pg.Client, migration: MigrationClass, direction: 'up' | 'down'): Promise<void> {
  const queries = await migrationQueries(migration, direction);
  await client.query('begin');
  for (const sql of queries) await client.query(sql);
  await client.query('commit');
}
