import pg from 'pg';

/**
 * The URL of this worker's test database: a copy of the run's migrated template, made at the
 * worker's first test file (test/support/worker-setup.ts, ADR 0087). Files of other workers
 * never use it; files of this worker do, one after the other.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest (global setup).');
  return url;
}

/**
 * How long a query of an app or module under test may wait for a pooled connection: the tests
 * assert what happens, not how fast (ADR 0008), and a race test's dozens of concurrent deliveries
 * queue for the pool's ten connections far longer than the app's 3 s on a shared, loaded machine.
 */
export const TEST_POOL_WAIT_MILLIS = 25_000;

export interface OwnDatabaseOptions {
  /** A copy of the run's migrated template instead of an empty database (no need to migrate). */
  migrated?: boolean;
}

/**
 * A database of its own on the run's server, created now: for a suite whose counts must be
 * exact whatever the files before it in this worker left behind, or that migrates by hand.
 * `drop` removes it.
 */
export async function ownDatabase(prefix: string, options: OwnDatabaseOptions = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `poliglota_${prefix}_${process.pid}_${Date.now()}`;
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (options.migrated && !template) throw new Error('TEST_DATABASE_TEMPLATE is not set: run the tests through Jest (global setup).');
  await onServer(options.migrated ? `create database ${name} template ${pg.escapeIdentifier(template!)}` : `create database ${name}`);
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

async function onServer(statement: string): Promise<void> {
  const url = new URL(testDatabaseUrl());
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL ?? url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
