import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { freePort } from '../../../test/support/process.js';
import { EmbeddedPostgres } from './embedded-postgres.js';

function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function stateOf(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return 'gone';
  }
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('embedded PostgreSQL', () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-embedded-'));
  fs.chmodSync(tmpDir, 0o755);
  const dataDir = path.join(tmpDir, 'data');
  // A port the system chose: other workers' servers and this run's PostgreSQL are on others.
  let port: number;
  let parent: ChildProcess | undefined;
  let restarted: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    await restarted?.stop();
    parent?.kill('SIGKILL');
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('starts over a server that died with its parent and is still a zombie', async () => {
    // A first start creates the cluster; its command line is reused below.
    const first = new EmbeddedPostgres({ dataDir, port });
    await first.start();
    const firstPid = postmasterPid(first.dataDir!);
    const executable = fs.readlinkSync(`/proc/${firstPid}/exe`);
    const args = fs.readFileSync(`/proc/${firstPid}/cmdline`, 'utf8').split('\0').slice(1, -1);
    const owner = fs.statSync(`/proc/${firstPid}`);
    await first.stop();

    // The same server under a parent that never reaps it (as a killed Node whose
    // postmaster waits for its new parent to collect it): killed, it stays a zombie.
    parent = spawn('sh', ['-c', '"$0" "$@" >/dev/null 2>&1 & exec sleep 120', executable, ...args], {
      uid: owner.uid,
      gid: owner.gid,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: 'ignore',
    });
    await until(() => answers(first.connectionUrl), 'the server under the non-reaping parent');
    const pid = postmasterPid(first.dataDir!);
    process.kill(pid, 'SIGKILL');
    await until(() => stateOf(pid) === 'Z', 'the killed postmaster to become a zombie');
    expect(fs.existsSync(path.join(first.dataDir!, 'postmaster.pid'))).toBe(true);

    restarted = new EmbeddedPostgres({ dataDir, port });
    await restarted.start();
    expect(await answers(restarted.connectionUrl)).toBe(true);
    expect(stateOf(pid)).toBe('Z');
  }, 90_000);

  it('says which setting to change when another program holds its port', async () => {
    const holder = net.createServer();
    const taken = await freePort();
    await new Promise<void>((resolve) => holder.listen(taken, '127.0.0.1', resolve));
    try {
      const refused = new EmbeddedPostgres({ dataDir: path.join(tmpDir, 'port-taken'), port: taken });
      await expect(refused.start()).rejects.toThrow(`Port ${taken} of 127.0.0.1 is taken by another program: start on a free one with EMBEDDED_PG_PORT`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 90_000);
});
