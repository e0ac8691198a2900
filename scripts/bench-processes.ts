/**
 * Server processes for the benchmarks: each measured server runs in a process of its
 * own, as in production, and is stopped by the benchmark's cleanups.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { cleanups } from './bench-database.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server process; resolves once `probe` answers 200. Stopped by the cleanups. */
export async function startServer(
  label: string,
  script: string,
  env: NodeJS.ProcessEnv,
  probe: string,
  nodeArgs: string[] = [],
  scriptArgs: string[] = [],
): Promise<ChildProcess> {
  // The app logs one line per request, as in production: to /dev/null, so the writes are paid but not read.
  const child = spawn(process.execPath, [...nodeArgs, script, ...scriptArgs], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A server that ends during the run says so, with its last words, instead of leaving every
  // later request refused without a reason.
  let started = false;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (started && !stopping) process.stderr.write(`${label} exited during the run (code ${code}, signal ${signal}):\n${stderr.slice(-4000)}\n`);
  });
  cleanups.push(async () => {
    stopping = true;
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(probe)).status === 200) {
        started = true;
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${probe} within 60 s:\n${stderr}`);
}
