import pg from 'pg';
/** The URL of this run's test database (created by global setup). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest (global setup).');
  return url;
}

/**
 * A database of its own on the run's server, created now: for a suite whose counts must be
 * exact whatever the other suites do, or that migrates by hand. `drop` removes it.
 */
export async function ownDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `poliglota_${prefix}_${process.pid}_${Date.now()}`;
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  await onServer(`create database ${name}`);
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

async function onServer(statement: string): Promise<void> {
  const url = new URL(testDatabaseUrl());
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
