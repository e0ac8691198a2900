import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { migrationQueries } from '../../../test/support/migration.js';
import { moduleUnderTest } from '../../../test/support/module.js';
import { Migration20261128180000_notification_preferences as NotificationPreferences } from './Migration20261128180000_notification_preferences.js';

describe('the migration of the notification preferences to their own table', () => {
  const app = moduleUnderTest({});

  // Down, rows on the member, then up, in one transaction rolled back: PostgreSQL's DDL is
  // transactional, so the other test files never see the table go and come back.
  it('copies every member’s switches, and a member without a row keeps every one on', async () => {
    const [off, untouched, later] = [randomUUID(), randomUUID(), randomUUID()];
    const down = await migrationQueries(NotificationPreferences, 'down');
    const up = await migrationQueries(NotificationPreferences, 'up');
    const result = await app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        for (const query of down) await em.execute(query);
        const member = (id: string) =>
          em.execute(`insert into member (id, google_sub, email, name, google_name, created_at, updated_at) values (?, ?, ?, 'M', 'M', now(), now())`, [
            id,
            `sub-${id}`,
            `${id}@example.com`,
          ]);
        await member(off);
        await member(untouched);
        await em.execute('update member set notify_email = false, notify_community = false where id = ?', [off]);
        for (const query of up) await em.execute(query);
        await member(later);
        const rows = await em.execute<{ member_id: string; email: boolean; push: boolean; community: boolean }[]>(
          'select member_id, email, push, community from notification_preference where member_id = any(?::uuid[])',
          [`{${off},${untouched},${later}}`],
        );
        const columns = await em.execute<{ column_name: string }[]>(
          `select column_name from information_schema.columns where table_name = 'member' and column_name like 'notify_%'`,
        );
        throw new Rollback({ rows, columns });
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.result;
        throw error;
      });
    const byMember = new Map(result.rows.map((row) => [row.member_id, row]));
    expect(byMember.get(off)).toMatchObject({ email: false, push: true, community: false });
    expect(byMember.get(untouched)).toMatchObject({ email: true, push: true, community: true });
    // A member who joins after the migration has no row: the module reads every switch as on.
    expect(byMember.has(later)).toBe(false);
    // Expand, then contract: the member's columns stay for the previous release, unread.
    expect(result.columns.map((column) => column.column_name).sort()).toEqual(['notify_community', 'notify_email', 'notify_push']);
  });
});

class Rollback extends Error {
  constructor(
    readonly result: {
      rows: { member_id: string; email: boolean; push: boolean; community: boolean }[];
      columns: { column_name: string }[];
    },
  ) {
    super('rollback');
  }
}
