import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/config/index.js';

// Found by walking up to package.json: the tests also run compiled, one folder deeper (ADR 0119).
export { projectRoot };

/** A free TCP port on loopback. */
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

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once it exited. */
  exited: Promise<number | null>;
}

/** The built server (`dist/src/main.js`) as an operator starts it, with the given environment. */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'src', 'main.js')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // The worker's own folder (ADR 0087), never the checkout's .data/uploads.
      ...(process.env.UPLOADS_DIR ? { UPLOADS_DIR: process.env.UPLOADS_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Polls `check` until it holds, at most `timeoutMs`; throws with `describe()` otherwise. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out: ${describe()}`);
}
