import fs from 'node:fs';
import pg from 'pg';

/** Drops the template and every worker's copy of it (ADR 0087), then stops the server. */
export default async function globalTeardown() {
  const state = globalThis.__POLIGLOTA_TEST__;
  if (!state) return;
  const admin = new pg.Client({ connectionString: state.serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname = $1 or datname like $2', [
      state.template,
      `${state.template}\\_w%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
  } finally {
    await admin.end();
  }
  await state.embedded?.stop();
  fs.rmSync(state.runDir, { recursive: true, force: true });
}
