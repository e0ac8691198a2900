import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../test/support/module.js';
import { Migration20261122204000_namespaced_notification_keys as NamespacedKeys } from './Migration20261122204000_namespaced_notification_keys.js';

describe('the migration to namespaced notification keys', () => {
  let moduleRef: TestingModule;
  let orm: MikroORM;

  beforeAll(async () => {
    ({ moduleRef } = await createTestModule({}));
    orm = moduleRef.get<MikroORM>(MikroORM);
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  // Only `up`: `down` would rewrite the rows other test files write meanwhile.
  const run = async (direction: 'up') => {
    const migration = new NamespacedKeys(orm.em.getDriver(), orm.config);
    await migration[direction]();
    for (const query of migration.getQueries()) await orm.em.fork().execute(query.toString());
  };

  it('prefixes old keys with their module, and leaves namespaced and unknown keys alone', async () => {
    const member = randomUUID();
    const insert = (key: string) =>
      orm.em
        .fork()
        .execute(
          `insert into notification (id, member_id, type, title_key, message_key, params, is_read, created_at)
           values (?, ?, 'other', ?, ?, '{}', false, now())`,
          [randomUUID(), member, `${key}.title`, `${key}.message`],
        );
    for (const key of ['level_up', 'post_quality', 'gamification.badge_granted', 'mystery']) await insert(key);
    const keys = async () =>
      (
        await orm.em
          .fork()
          .execute<{ title_key: string; message_key: string }[]>(
            'select title_key, message_key from notification where member_id = ? order by title_key',
            [member],
          )
      ).map((r) => [r.title_key, r.message_key]);

    await run('up');
    expect(await keys()).toEqual([
      ['community.post_quality.title', 'community.post_quality.message'],
      ['gamification.badge_granted.title', 'gamification.badge_granted.message'],
      ['gamification.level_up.title', 'gamification.level_up.message'],
      ['mystery.title', 'mystery.message'],
    ]);
  });
});
