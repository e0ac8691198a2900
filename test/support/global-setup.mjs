// Jest loads global setup outside its ESM transform, so this file is plain ESM
// and uses the compiled server (`npm test` builds it first).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * One PostgreSQL server per run (ADR 0087): the one DATABASE_URL names, or an embedded
 * PostgreSQL in a temporary directory. One template database is created and migrated here,
 * once; each Jest worker copies it into a database of its own at its first test file
 * (test/support/worker-setup.ts), so files running at the same time never share one.
 */
export default async function globalSetup() {
  const { EmbeddedPostgres } = await import('../../dist/src/database/embedded/embedded-postgres.js');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-test-'));
  fs.chmodSync(runDir, 0o755);
  const template = `poliglota_test_${randomBytes(4).toString('hex')}`;
  let embedded;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = await freePort();
    // The run's server keeps nothing past the run, so it never waits for the disk: no flush at a
    // commit or a checkpoint, and no full pages in the WAL (most of what the suite wrote to disk,
    // with a database copied per worker and per exact-count suite). The servers that fault and
    // backup tests start, crash and restore for themselves keep PostgreSQL's defaults.
    embedded = new EmbeddedPostgres({
      dataDir: path.join(runDir, 'pg'),
      port,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    await embedded.start();
    serverUrl = embedded.connectionUrl;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // Migrate in a child process: loading MikroORM here would leave its global
  // metadata in this process, where in-band test files would trip over it.
  // The child's connections are gone when it exited: nobody stays on the template.
  execFileSync(process.execPath, ['dist/scripts/db.js', 'migrate'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // Read by the workers (test/support/worker-setup.ts), which inherit this environment.
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_TEMPLATE = template;
  process.env.TEST_RUN_DIR = runDir;
  globalThis.__POLIGLOTA_TEST__ = { embedded, serverUrl, template, runDir };
}

/** A free TCP port on loopback, for the embedded server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
