import 'reflect-metadata';
import { AppConfig, ConfigValidationError } from './config/index.js';
import { createApp, prepareDatabase } from './bootstrap.js';
import { prepareGracefulShutdown } from './shared/http/graceful-shutdown.js';
import { StartupListener } from './shared/http/startup-listener.js';
import { InstanceLifecycle } from './shared/health/instance-lifecycle.js';
import { DatabaseUnreachableError } from './database/wait-for-database.js';
import { AppLogger } from './shared/logging/app-logger.js';
import { isClusterPrimary, runPrimary, workerCount } from './cluster.js';

function log(message: string): void {
  process.stdout.write(`[poliglota] ${message}\n`);
}

/**
 * A promise that failed with nothing awaiting it is a bug to log, never a reason to stop
 * answering everyone else: Node's default ends the process with code 1 (issue 37). The
 * stack names the code; ESLint's no-floating-promises keeps new ones out.
 */
let reportUnhandled = (reason: unknown): void => {
  process.stderr.write(`Unhandled promise rejection: ${reason instanceof Error ? reason.stack : String(reason)}\n`);
};
process.on('unhandledRejection', (reason) => reportUnhandled(reason));

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = AppConfig.load();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }

  // WEB_CONCURRENCY=N: this process only forks and watches N workers (src/cluster.ts).
  const workers = workerCount(config);
  if (workers > 1 && isClusterPrimary()) {
    await runPrimary(config, workers, log);
    return;
  }

  // Every interface, as a container or a proxy on another host expects.
  const host = '0.0.0.0';
  const startup = new StartupListener(config.get('PORT'), host);
  const database = await prepareDatabase(config, log, startup);
  const app = await createApp(database.clientUrl);
  await app.init();
  const lifecycle = app.get(InstanceLifecycle);
  const logger = app.get(AppLogger).root;
  reportUnhandled = (reason) => logger.error({ err: reason }, 'Unhandled promise rejection (a promise nothing awaited failed)');

  // A half-sent request is cut after 15 s (headers) or 60 s (whole body, uploads included).
  const http = prepareGracefulShutdown(app.getHttpServer(), { headersTimeoutMs: 15_000, requestTimeoutMs: 60_000 });
  let closing = false;
  // Drain HTTP first, while the database and the session store are still open: requests in
  // flight finish normally; only then do the app's hooks close pools, listeners and locks (ADR 0059).
  // SIGTERM, an orchestrator's or systemd's stop, first fails readiness and serves on for
  // SHUTDOWN_DELAY_MS, a balancer's deregistration delay; SIGINT, a person at a terminal, does not wait (ADR 0125).
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    lifecycle.beginStopping();
    const delayMs = signal === 'SIGTERM' ? config.get('SHUTDOWN_DELAY_MS') : 0;
    log(`${signal} received: readiness answers 503; serving ${delayMs} ms more, then finishing the requests in flight and stopping`);
    let code = 0;
    try {
      const { cut } = await http.drain({
        delayMs,
        deadlineMs: config.get('SHUTDOWN_TIMEOUT_SECONDS') * 1000,
        onStopAccepting: () => log(`Stopped accepting connections: finishing ${http.inFlight} request(s) in flight`),
      });
      if (cut > 0) log(`${cut} request(s) still unfinished at the shutdown deadline were cut`);
      await app.close();
    } catch (error) {
      code = 1;
      process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    } finally {
      await database.embedded?.stop();
      process.exit(code);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // What answered while the database was awaited gives the port to the app.
  await startup.close();
  await app.listen(config.get('PORT'), host);
  log(`Poliglota is running at ${config.get('PUBLIC_URL')} (API documentation at /docs)`);
}

main().catch((error: unknown) => {
  // A database that never came is said in one line: its stack would only name this file.
  const reason = error instanceof DatabaseUnreachableError ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`Poliglota failed to start: ${reason}\n`);
  process.exit(1);
});
