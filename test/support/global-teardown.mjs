import fs from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const state = globalThis.__POLIGLOTA_TEST__;
  if (!state) return;
  const admin = new pg.Client({ connectionString: state.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${admin.escapeIdentifier(state.database)} with (force)`);
  await admin.end();
  await state.embedded?.stop();
  if (state.tmpDir) fs.rmSync(state.tmpDir, { recursive: true, force: true });
}
