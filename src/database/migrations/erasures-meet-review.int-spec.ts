import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ownDatabase } from '../../../test/support/database.js';
import { runMigration } from '../../../test/support/migration.js';
import { MODULE_CHAIN } from '../../shared/member-data/index.js';
import { migrateDatabase } from '../migrate.js';
import { Migration20261208010400_erasures_under_way_meet_review as ErasuresMeetReview } from './Migration20261208010400_erasures_under_way_meet_review.js';

/** ADR 0108: an erasure under way keeps its place when review joins the chain's erasure order. */
describe('the erasures-under-way-meet-review migration', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let client: pg.Client;
  const before = ['admin', 'corrections', 'chat', 'community', 'courses', 'gamification', 'notifications', 'identity'];
  const after = [...MODULE_CHAIN].reverse();
  // An erasure at each place of the order before review, by the parts it had done.
  const erasures = before.map((_, done) => ({ memberId: randomUUID(), done }));

  beforeAll(async () => {
    db = await ownDatabase('erasuresreview');
    await migrateDatabase(db.url);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await runMigration(client, ErasuresMeetReview, 'down');
    for (const { memberId, done } of erasures) {
      await client.query(
        `insert into account_erasure (member_id, keep_content, parts_done, created_at, updated_at) values ($1, true, $2, now(), now())`,
        [memberId, done],
      );
    }
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('moves each erasure to the same next part in the new order, with review counted done only once it is past it', async () => {
    expect(after).toEqual(['admin', 'review', ...before.slice(1)]);
    await runMigration(client, ErasuresMeetReview, 'up');
    const { rows } = await client.query<{ member_id: string; parts_done: number }>('select member_id, parts_done from account_erasure');
    const doneNow = new Map(rows.map((row) => [row.member_id, row.parts_done]));
    for (const { memberId, done } of erasures) {
      const next = doneNow.get(memberId)!;
      // The same parts are done, by name, and the next one to run is the one that was next.
      expect(after.slice(0, next).filter((module) => module !== 'review')).toEqual(before.slice(0, done));
      expect(after[next]).toBe(before[done]);
    }
  });
});
