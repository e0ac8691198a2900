import 'reflect-metadata';
import { AppConfig, ConfigValidationError } from './config/index.js';
import { createApp, prepareDatabase } from './bootstrap.js';
import { isClusterPrimary, runPrimary, workerCount } from './cluster.js';

function log(message: string): void {
  process.stdout.write(`[poliglota] ${message}\n`);
}

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

  const database = await prepareDatabase(config, log);
  const app = await createApp(database.clientUrl);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      await database.embedded?.stop();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Every interface, as a container or a proxy on another host expects.
  await app.listen(config.get('PORT'), '0.0.0.0');
  log(`Poliglota is running at ${config.get('PUBLIC_URL')} (API documentation at /docs)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Poliglota failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
