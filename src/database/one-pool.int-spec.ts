import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestModule } from '../../test/support/module.js';
import { PgPool } from '../shared/pg-pool/index.js';

/** ADR 0041: the ORM, the session store and the hot reads share one `pg` pool. */
describe('the one PostgreSQL pool', () => {
  let moduleRef: TestingModule;
  let db: PgPool;
  let em: EntityManager;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({}));
    db = moduleRef.get(PgPool);
    em = moduleRef.get(EntityManager);
  });

  afterAll(async () => {
    await moduleRef?.close();
  });

  it('is the one the ORM borrows from: knex keeps no pool of its own', async () => {
    expect((em.getKnex().client as { pool?: unknown }).pool).toBeUndefined();
    const [inTransaction, outside] = await Promise.all([
      em.fork().transactional(async (trx) => {
        const [row] = await trx.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
        // Held by the transaction: the pool counts it as checked out.
        expect(db.pool.totalCount - db.pool.idleCount).toBeGreaterThanOrEqual(1);
        return row.pid;
      }),
      db.prepared<{ pid: number }>('one_pool_backend_pid', 'select pg_backend_pid() as pid', []),
    ]);
    expect(typeof inTransaction).toBe('number');
    expect(outside).toHaveLength(1);
    const { rows } = await db.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pids = new Set<number>();
    for (let i = 0; i < db.pool.totalCount + 2; i += 1) {
      pids.add((await em.fork().execute<{ pid: number }[]>('select pg_backend_pid() as pid'))[0].pid);
    }
    // Every backend the ORM used is one of the pool's connections.
    expect(pids.size).toBeLessThanOrEqual(db.pool.totalCount);
    expect(rows).toHaveLength(1);
  });

  it('reads timestamps as the ORM expects them (text) and hot reads as Dates', async () => {
    const [raw] = await em.fork().execute<{ at: unknown }[]>("select timestamptz '2026-03-10 12:00:00+00' as at");
    expect(typeof raw.at).toBe('string');
    const [hot] = await db.prepared<{ at: unknown }>('one_pool_timestamp', "select timestamptz '2026-03-10 12:00:00+00' as at", []);
    expect(hot.at).toEqual(new Date('2026-03-10T12:00:00Z'));
  });
});
