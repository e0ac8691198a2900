// Jest loads global setup outside its ESM transform, so this file is plain ESM
// and uses the compiled server (`npm test` builds it first).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * One fresh database per run (ADR 0008): on the server DATABASE_URL names, or
 * on an embedded PostgreSQL in a temporary directory. Migrations applied once.
 */
export default async function globalSetup() {
  const { EmbeddedPostgres } = await import('../../dist/src/database/embedded/embedded-postgres.js');
  const database = `poliglota_test_${randomBytes(4).toString('hex')}`;
  let embedded;
  let tmpDir;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-test-pg-'));
    fs.chmodSync(tmpDir, 0o755);
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    embedded = new EmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port });
    await embedded.start();
    adminUrl = embedded.connectionUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  process.env.TEST_DATABASE_URL = url.toString();
  // Migrate in a child process: loading MikroORM here would leave its global
  // metadata in this process, where in-band test files would trip over it.
  execFileSync(process.execPath, ['dist/scripts/db.js', 'migrate'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  globalThis.__POLIGLOTA_TEST__ = { embedded, adminUrl, database, tmpDir };
}
