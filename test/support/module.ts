import 'reflect-metadata';
import { Test, type TestingModule } from '@nestjs/testing';
import type { ModuleMetadata } from '@nestjs/common';
import { ConfigModule } from '../../src/config/index.js';
import { DatabaseSettings, OrmModule } from '../../src/database/index.js';
import { SharedModule } from '../../src/shared/shared.module.js';
import { Clock, FixedClock } from '../../src/shared/time/index.js';
import { testDatabaseUrl } from './database.js';

/**
 * A Nest testing module with the shared kernel on the real test database, plus
 * whatever the integration test imports. No HTTP.
 */
export async function createTestModule(
  metadata: ModuleMetadata,
  clock = new FixedClock(),
): Promise<{ moduleRef: TestingModule; clock: FixedClock }> {
  const moduleRef = await Test.createTestingModule({
    ...metadata,
    imports: [ConfigModule, OrmModule.forRoot(new DatabaseSettings(testDatabaseUrl())), SharedModule, ...(metadata.imports ?? [])],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  return { moduleRef, clock };
}
