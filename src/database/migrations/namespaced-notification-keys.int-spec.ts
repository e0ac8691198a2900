import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { migrationQueries } from '../../../test/support/migration.js';
import { moduleUnderTest } from '../../../test/support/module.js';
import { Migration20261122204000_namespaced_notification_keys as NamespacedKeys } from './Migration20261122204000_namespaced_notification_keys.js';

describe('the migration to namespaced notification keys', () => {
  const app = moduleUnderTest({});
  const em = () => app.get(EntityManager).fork();

  // Only `up`: `down` would rewrite the rows other test files write meanwhile.
  const up = async () => {
    for (const query of await migrationQueries(NamespacedKeys, 'up')) await em().execute(query);
  };

  it('prefixes old keys with their module, and leaves namespaced and unknown keys alone', async () => {
    const member = randomUUID();
    const insert = (key: string) =>
      em().execute(
        `insert into notification (id, member_id, type, title_key, message_key, params, is_read, created_at)
         values (?, ?, 'other', ?, ?, '{}', false, now())`,
        [randomUUID(), member, `${key}.title`, `${key}.message`],
      );
    for (const key of ['level_up', 'post_quality', 'gamification.badge_granted', 'mystery']) await insert(key);
    const keys = async () =>
      (
        await em().execute<{ title_key: string; message_key: string }[]>(
          'select title_key, message_key from notification where member_id = ? order by title_key',
          [member],
        )
      ).map((r) => [r.title_key, r.message_key]);

    await up();
    expect(await keys()).toEqual([
      ['community.post_quality.title', 'community.post_quality.message'],
      ['gamification.badge_granted.title', 'gamification.badge_granted.message'],
      ['gamification.level_up.title', 'gamification.level_up.message'],
      ['mystery.title', 'mystery.message'],
    ]);
  });
});
