import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Test, type TestingModule } from '@nestjs/testing';
import { afterAll, beforeAll } from '@jest/globals';
import type { Abstract, ModuleMetadata, Type } from '@nestjs/common';
import { ConfigModule, DatabaseSettings } from '../../src/config/index.js';
import { OrmModule, buildOrmOptions } from '../../src/database/index.js';
import { SharedModule } from '../../src/shared/shared.module.js';
import { Clock, FixedClock } from '../../src/shared/time/index.js';
import { TEST_POOL_WAIT_MILLIS, testDatabaseUrl } from './database.js';

/**
 * A Nest testing module with the shared kernel on the real test database, plus
 * whatever the integration test imports. No HTTP.
 */
export async function createTestModule(
  metadata: ModuleMetadata,
  clock = new FixedClock(),
  databaseUrl = testDatabaseUrl(),
): Promise<{ moduleRef: TestingModule; clock: FixedClock }> {
  const moduleRef = await Test.createTestingModule({
    ...metadata,
    imports: [ConfigModule, OrmModule.forRoot(new DatabaseSettings(databaseUrl, TEST_POOL_WAIT_MILLIS)), SharedModule, ...(metadata.imports ?? [])],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  return { moduleRef, clock };
}

/** MikroORM configured as the app configures it (no Nest), on this worker's database unless told otherwise. */
export function openOrm(url = testDatabaseUrl()): Promise<MikroORM> {
  return MikroORM.init(buildOrmOptions(url));
}

/** A member row, as identity's sign-in would have made it (identity's table: tests only). */
export async function insertMember(moduleRef: TestingModule, name: string): Promise<string> {
  const id = randomUUID();
  await moduleRef
    .get(EntityManager)
    .fork()
    .execute(`insert into member (id, google_sub, email, name, google_name, created_at, updated_at) values (?, ?, ?, ?, ?, now(), now())`, [
      id,
      `sub-${id}`,
      `${id}@example.com`,
      name,
      name,
    ]);
  return id;
}

/** The integration events of a type whose payload has `field` = `value`, oldest first. */
export async function outboxEvents(moduleRef: TestingModule, type: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  const rows = await moduleRef
    .get(EntityManager)
    .fork()
    .execute<{ payload: Record<string, unknown> }[]>(
      `select payload from outbox_event where type = ? and payload->>? = ? order by created_at, id`,
      [type, field, value],
    );
  return rows.map((r) => r.payload);
}

export interface ModuleUnderTest {
  readonly moduleRef: TestingModule;
  readonly clock: FixedClock;
  get<T>(token: Type<T> | Abstract<T>): T;
}

/**
 * The suite's module on the run's database: built before the suite's tests (beforeAll)
 * and closed after them (afterAll). Read it inside tests and hooks, not at declaration.
 */
export function moduleUnderTest(metadata: ModuleMetadata): ModuleUnderTest {
  let built: { moduleRef: TestingModule; clock: FixedClock } | undefined;
  beforeAll(async () => {
    built = await createTestModule(metadata);
  }, 60_000);
  afterAll(async () => {
    await built?.moduleRef.close();
  });
  const current = () => {
    if (!built) throw new Error('moduleUnderTest: read it inside a test or hook');
    return built;
  };
  return {
    get moduleRef() {
      return current().moduleRef;
    },
    get clock() {
      return current().clock;
    },
    get: (token) => current().moduleRef.get(token),
  };
}
