import 'reflect-metadata';
import type { ModuleMetadata } from '@nestjs/common';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { AppConfig, DatabaseSettings } from '../../src/config/index.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module.js';
import { configureApp, createHttpAdapter } from '../../src/app.setup.js';
import { createApp } from '../../src/bootstrap.js';
import { Clock, FixedClock } from '../../src/shared/time/index.js';
import { TEST_POOL_WAIT_MILLIS, testDatabaseUrl } from './database.js';
import { freePort } from './process.js';

export interface TestApp {
  app: NestExpressApplication;
  clock: FixedClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start time of the app's clock; defaults to the real now. */
  now?: Date | string;
  customize?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Listen on a free port (sign-in, HTTP clients) instead of only initialising. */
  listen?: boolean;
  /**
   * Listen on a free port that PUBLIC_URL names, so a browser sent back to
   * PUBLIC_URL/auth/callback by the development provider reaches this app.
   */
  serveBrowser?: boolean;
  /** The host PUBLIC_URL names for `serveBrowser` (default 127.0.0.1), e.g. `localhost` as in development. */
  publicHost?: string;
  /** Extra environment for the app's configuration. */
  env?: Record<string, string>;
  /** Extra modules (e.g. a test controller). */
  imports?: ModuleMetadata['imports'];
  /** A database of the test's own (migrated) instead of the run's shared one. */
  databaseUrl?: string;
}

/** The whole app, configured exactly as main.ts does, on the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new FixedClock(options.now ? new Date(options.now) : new Date());
  // A listening app knows its port (PORT): the development sign-in provider's token exchange
  // calls back into it on loopback.
  const port = options.serveBrowser || options.listen ? await freePort() : undefined;
  const env = {
    ...process.env,
    ...(port ? { PORT: String(port) } : {}),
    ...(options.serveBrowser ? { PUBLIC_URL: `http://${options.publicHost ?? '127.0.0.1'}:${port}` } : {}),
    ...options.env,
  };
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(new DatabaseSettings(options.databaseUrl ?? testDatabaseUrl(), TEST_POOL_WAIT_MILLIS)), ...(options.imports ?? [])],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .overrideProvider(AppConfig)
    .useValue(AppConfig.load(env));
  if (options.customize) builder = options.customize(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bodyParser: false, bufferLogs: true });
  configureApp(app);
  if (port) await app.listen(port, '127.0.0.1');
  else await app.init();
  return { app, clock, close: () => app.close() };
}

/**
 * The app exactly as main.ts creates it (NestFactory, its own clock and configuration from the
 * environment), on the database at `clientUrl`; not yet listening.
 */
export function createAppAsMainDoes(clientUrl: string): Promise<NestExpressApplication> {
  return createApp(clientUrl);
}

export function baseUrlOf(app: NestExpressApplication): string {
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}
