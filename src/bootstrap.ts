import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig, DatabaseSettings } from './config/index.js';
import { EmbeddedPostgres, migrateDatabase } from './database/index.js';
import { EMBEDDED_DATABASE_NAME } from './database/embedded/embedded-postgres.js';
import { waitForDatabase } from './database/wait-for-database.js';
import type { StartupListener } from './shared/http/startup-listener.js';
import { AppModule } from './app.module.js';
import { configureApp, createHttpAdapter } from './app.setup.js';

export interface PreparedDatabase {
  clientUrl: string;
  /** Set when we run the embedded server; stop it after the app closed. */
  embedded?: EmbeddedPostgres;
  /** True when this start created the schema from nothing. */
  fresh: boolean;
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL in .data/postgres
 * (ADR 0004). Either way, migrations and reference data are applied. A given
 * server that is not reachable yet is waited for up to DATABASE_STARTUP_TIMEOUT_MS,
 * `startup` answering on the port meanwhile (ADR 0125); the embedded one is ours
 * to start, and a failure to start it is final.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
  startup?: StartupListener,
): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let clientUrl = config.get('DATABASE_URL');
  if (!clientUrl) {
    embedded = new EmbeddedPostgres({
      dataDir: config.embeddedPgDir,
      port: config.get('EMBEDDED_PG_PORT'),
      log,
    });
    await embedded.start();
    await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME);
    clientUrl = embedded.urlFor(EMBEDDED_DATABASE_NAME);
    log(`Embedded PostgreSQL is running on port ${config.get('EMBEDDED_PG_PORT')} (${embedded.dataDir})`);
  } else {
    await waitForDatabase(clientUrl, {
      timeoutMs: config.get('DATABASE_STARTUP_TIMEOUT_MS'),
      log,
      onUnreachable: async () => startup?.open(),
    });
  }
  try {
    const seedDemo = embedded !== undefined && config.get('SEED_DEMO');
    const outcome = await migrateDatabase(clientUrl, { seedDemoWhenEmpty: seedDemo });
    if (outcome.applied.length > 0) log(`Applied migrations: ${outcome.applied.join(', ')}`);
    if (seedDemo && outcome.wasEmpty) log('Seeded demo data (sign in as ana@poliglota.dev, or set SEED_DEMO=false)');
    return { clientUrl, embedded, fresh: outcome.wasEmpty };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Creates the fully configured app (not yet listening). */
export async function createApp(clientUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(new DatabaseSettings(clientUrl)),
    createHttpAdapter(),
    { bufferLogs: true, bodyParser: false },
  );
  configureApp(app);
  return app;
}
