import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, portSlice } from './process.js';

/** The kernel's ephemeral range, where `listen(0)` and outgoing connections take their ports. */
function ephemeralRange(): { from: number; to: number } {
  const [from, to] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  return { from, to };
}

function listen(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort', () => {
  const held: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('gives ports outside the ephemeral range, so no outgoing connection can take one before its server binds it', async () => {
    const range = ephemeralRange();
    const { from, to } = await portSlice();
    for (let i = 0; i < 20; i += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(from);
      expect(port).toBeLessThanOrEqual(to);
      expect(port < range.from || port > range.to).toBe(true);
    }
  });

  it('gives another process, running at the same time, a slice of its own', async () => {
    const mine = await portSlice();
    // A second process asks for its slice while this one holds its own.
    const script = `import('${path.join(path.dirname(fileURLToPath(import.meta.url)), 'process.js')}').then(async (m) => console.log(JSON.stringify(await m.portSlice())))`;
    const other = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(other.status).toBe(0);
    const theirs = JSON.parse(other.stdout) as { from: number; to: number };
    expect(theirs.to < mine.from || mine.to < theirs.from).toBe(true);
  });

  it('never gives a port something holds', async () => {
    // Hold the next twenty ports of this slice, as servers of an earlier file still could.
    const first = await freePort();
    for (let port = first + 1; port < first + 21; port += 1) {
      const server = await listen(port);
      if (server) held.push(server);
    }
    const heldPorts = new Set(held.map((server) => (server.address() as net.AddressInfo).port));
    expect(heldPorts.size).toBeGreaterThan(0);
    for (let i = 0; i < 10; i += 1) expect(heldPorts.has(await freePort())).toBe(false);
  });
});
