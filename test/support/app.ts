import 'reflect-metadata';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { DatabaseSettings } from '../../src/database/index.js';
import { Clock, FixedClock } from '../../src/shared/time/index.js';
import { testDatabaseUrl } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  clock: FixedClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start time of the app's clock; defaults to the real now. */
  now?: Date | string;
  customize?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Listen on a random port (browser tests) instead of only initialising. */
  listen?: boolean;
}

/** The whole app, configured exactly as main.ts does, on the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new FixedClock(options.now ? new Date(options.now) : new Date());
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(new DatabaseSettings(testDatabaseUrl()))],
  })
    .overrideProvider(Clock)
    .useValue(clock);
  if (options.customize) builder = options.customize(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app);
  if (options.listen) await app.listen(0, '127.0.0.1');
  else await app.init();
  return { app, clock, close: () => app.close() };
}

export function baseUrlOf(app: NestExpressApplication): string {
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}
