// Runs before every test file of the tiers with a database (jest.config.js), inside the file's
// Jest worker. The worker's own database, copied from the run's migrated template at its
// first file, and its own uploads folder (ADR 0087): files in other workers never see them.
import fs from 'node:fs';
import path from 'node:path';

const template = process.env.TEST_DATABASE_TEMPLATE;
const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
const runDir = process.env.TEST_RUN_DIR;

if (template && serverUrl && runDir) {
  // A process of each project's pool has a worker id of 1 to maxWorkers (ADR 0119): the pid
  // tells apart the processes that share one.
  const worker = `${process.env.JEST_WORKER_ID ?? '1'}_${process.pid}`;
  const database = `${template}_w${worker}`;
  const created = path.join(runDir, `${database}.created`);
  if (!fs.existsSync(created)) {
    await copyTemplate(serverUrl, template, database);
    fs.writeFileSync(created, '');
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.UPLOADS_DIR = path.join(runDir, `uploads-w${worker}`);
}

/**
 * CREATE DATABASE … TEMPLATE refuses (55006, "source database is being accessed by other
 * users") while any session is connected to the template; none of the suite's is, but an
 * autovacuum worker may be for a moment: try again then.
 */
async function copyTemplate(server: string, from: string, to: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${client.escapeIdentifier(to)} template ${client.escapeIdentifier(from)}`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // 42P04: the database exists already (a file of this worker created it, then failed to mark it).
        if (code === '42P04') return;
        if (code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await client.end();
  }
}
