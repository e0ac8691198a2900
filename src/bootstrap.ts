import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig, DatabaseSettings } from './config/index.js';
import { EmbeddedPostgres, migrateDatabase } from './database/index.js';
import { EMBEDDED_DATABASE_NAME } from './database/embedded/embedded-postgres.js';
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
 * (ADR 0004). Either way, migrations and reference data are applied.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
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
