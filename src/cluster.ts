import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { AppConfig } from './config/index.js';
import { prepareDatabase } from './bootstrap.js';
import { serveClusterMetrics } from './shared/metrics/cluster-metrics.js';
import { StartupListener } from './shared/http/startup-listener.js';

/** A worker that dies this soon after starting is not restarted again and again. */
const MIN_WORKER_LIFETIME_MS = 5_000;

/** WEB_CONCURRENCY as a number of workers: `auto` is the machine's cores. */
export function workerCount(config: AppConfig): number {
  const wanted = config.get('WEB_CONCURRENCY');
  return wanted === 'auto' ? os.availableParallelism() : wanted;
}

/**
 * The primary process of WEB_CONCURRENCY=N (ADR 0067): prepares the database once
 * (the embedded PostgreSQL and migrations), then forks N workers that run the
 * whole server on the same port (node:cluster hands them the connections). A
 * worker that dies is replaced; SIGTERM or SIGINT is passed on to every worker,
 * each of which drains as a single process does (SIGTERM's delay included, ADR
 * 0125), and the primary exits once they all did. While a DATABASE_URL is
 * awaited at start, the primary answers on the port itself until it forks. The
 * workers share nothing but the database and the object store, exactly as
 * separate instances do.
 */
export async function runPrimary(config: AppConfig, workers: number, log: (message: string) => void): Promise<void> {
  const startup = new StartupListener(config.get('PORT'), '0.0.0.0');
  const database = await prepareDatabase(config, log, startup);
  // The workers' listeners are the primary's one port (node:cluster): it must be free for them.
  await startup.close();
  // A scrape of /metrics reaches one worker, which asks here for the whole host's figures.
  serveClusterMetrics();
  let closing = false;
  const started = new Map<Worker, number>();
  const fork = () => {
    // Workers connect to what the primary prepared (the embedded server's URL too).
    const worker = cluster.fork({ DATABASE_URL: database.clientUrl, WEB_CONCURRENCY: '1' });
    started.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (closing) {
      if (started.size === 0) {
        const stopped = database.embedded ? database.embedded.stop() : Promise.resolve();
        void stopped.finally(() => process.exit(0));
      }
      return;
    }
    log(`Worker ${worker.process.pid} exited (${signal ?? code})`);
    if (lived < MIN_WORKER_LIFETIME_MS) {
      log('A worker died right after starting; not restarting it. Stopping.');
      closing = true;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      if (started.size === 0) process.exit(1);
      return;
    }
    fork();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, stopping ${started.size} workers`);
    // SIGTERM even for SIGINT: a terminal's Ctrl-C reached the workers already, and a second
    // SIGINT would end them at once.
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  log(`Starting ${workers} workers`);
  for (let i = 0; i < workers; i += 1) fork();
}

export const isClusterPrimary = (): boolean => cluster.isPrimary;
