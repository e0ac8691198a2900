import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { NotificationsModule } from '../index.js';
import { DeliveryRetention } from './delivery-retention.js';

const DAY_MS = 86_400_000;

describe('retention of e-mails and push messages (DELIVERY_RETENTION_DAYS, 30 by default)', () => {
  const app = moduleUnderTest({ imports: [NotificationsModule] });

  it('deletes delivered or abandoned rows queued before the period, and keeps recent and pending ones', async () => {
    const em = app.get(EntityManager).fork();
    const now = app.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // Pending rows are due far ahead, so no delivery round of this module sends them meanwhile.
    const later = new Date(now.getTime() + 365 * DAY_MS);
    const member = randomUUID();
    const mail = { sentOld: randomUUID(), skippedOld: randomUUID(), sentRecent: randomUUID(), pendingOld: randomUUID() };
    const rows: [string, string, Date][] = [
      [mail.sentOld, 'sent', ago(31)],
      [mail.skippedOld, 'skipped', ago(40)],
      [mail.sentRecent, 'sent', ago(29)],
      [mail.pendingOld, 'pending', ago(31)],
    ];
    for (const [id, status, createdAt] of rows) {
      await em.execute(
        `insert into mail_message (id, member_id, kind, dedupe_key, to_address, language, subject, html, text, unsubscribe_url, status, next_attempt_at, created_at)
         values (?, ?, 'outcome', ?, 'someone@example.com', 'pt', 'Assunto', '<p>Oi</p>', 'Oi', 'https://example.com/u', ?, ?, ?)`,
        [id, member, `retention-test:${id}`, status, later, createdAt],
      );
    }
    const push = { goneOld: randomUUID(), sentRecent: randomUUID() };
    for (const [id, status, createdAt] of [[push.goneOld, 'gone', ago(31)], [push.sentRecent, 'sent', ago(1)]] as const) {
      await em.execute(
        `insert into push_delivery (id, subscription_id, notification_id, member_id, payload, status, next_attempt_at, created_at)
         values (?, ?, ?, ?, '{}', ?, ?, ?)`,
        [id, randomUUID(), randomUUID(), member, status, later, createdAt],
      );
    }

    await app.get(DeliveryRetention).prune();

    const mailLeft = await em.execute<{ id: string }[]>('select id from mail_message where member_id = ? order by created_at', [member]);
    expect(mailLeft.map((row) => row.id).sort()).toEqual([mail.sentRecent, mail.pendingOld].sort());
    const pushLeft = await em.execute<{ id: string }[]>('select id from push_delivery where member_id = ?', [member]);
    expect(pushLeft.map((row) => row.id)).toEqual([push.sentRecent]);
  });
});
