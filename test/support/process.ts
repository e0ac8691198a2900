import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/config/index.js';

// Found by walking up to package.json: the tests also run compiled, one folder deeper (ADR 0119).
export { projectRoot };

/**
 * Where `freePort()` looks: below the kernel's ephemeral range (`ip_local_port_range`, 32768–60999
 * by default), from which both `listen(0)` and every outgoing connection (to PostgreSQL, to the app,
 * to Chromium) draw their ports. A port found free there and closed again could be taken by any of
 * those before the server meant to bind it started (EADDRINUSE in a CI run, backup-restore's second
 * server). Below the range only explicit binds take ports, and each test process has a slice of its
 * own, so two processes never pick the same one.
 */
const RESERVED_PORTS = { base: 20_000, slice: 250, slices: 40 } as const;

/**
 * This process's slice: the first one whose first port it could bind, held (unreferenced) for the
 * process's life as a lock the kernel lets go when the process ends. Worker numbers cannot name
 * slices: each of the runner's pools numbers its workers from 1, and the pools run side by side.
 */
let claimed: Promise<{ from: number; to: number }> | undefined;
let nextInSlice = -1;

export function portSlice(): Promise<{ from: number; to: number }> {
  claimed ??= (async () => {
    const start = randomInt(RESERVED_PORTS.slices);
    for (let i = 0; i < RESERVED_PORTS.slices; i += 1) {
      const from = RESERVED_PORTS.base + ((start + i) % RESERVED_PORTS.slices) * RESERVED_PORTS.slice;
      const lock = await bound(from);
      if (lock) {
        lock.unref();
        return { from: from + 1, to: from + RESERVED_PORTS.slice - 1 };
      }
    }
    throw new Error(`Every slice of ports from ${RESERVED_PORTS.base} is held by another process`);
  })();
  return claimed;
}

/**
 * A TCP port on loopback that nothing holds and that stays free until the caller binds it: the
 * next one of this process's slice that can be bound (a server of an earlier file may hold one).
 */
export async function freePort(): Promise<number> {
  const { from, to } = await portSlice();
  const size = to - from + 1;
  // Start anywhere in the slice: a later owner of the slice does not retry the last one's ports.
  if (nextInSlice < 0) nextInSlice = randomInt(size);
  for (let tried = 0; tried < size; tried += 1) {
    const port = from + (nextInSlice++ % size);
    const probe = await bound(port);
    if (probe) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
  throw new Error(`No free port in ${from}–${to}`);
}

/** A server listening on `port` on loopback, or undefined when something holds it. */
function bound(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
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
      // SIGTERM stops after the least grace, not a balancer's deregistration delay (ADR 0125).
      SHUTDOWN_DELAY_MS: '0',
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

/**
 * `promise`, or a failure naming `what` after `ms`. The timer goes with the answer: one left
 * running would hold the test process up to `ms` after its file ended.
 */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
