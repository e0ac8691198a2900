import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrateDatabase } from '../../src/database/migrate.js';
import { DeliveryWorker } from '../../src/modules/notifications/application/delivery.worker.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { ownDatabase } from '../support/database.js';
import { startSmtpServer, type TestSmtpServer } from '../support/mail.js';
import { signIn } from '../support/sign-in.js';

/** Thursday 10 December 2026, 11:03 in São Paulo. */
const NOW = '2026-12-10T14:03:00Z';

/**
 * A scheduled deletion is confirmed by e-mail (ADR 0108): the date and how to cancel, once per
 * scheduling, in the member's language, through a real SMTP server, whatever the member's e-mail
 * switch for notifications says (it answers their own request).
 */
describe('the e-mail confirming a scheduled deletion', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await ownDatabase('deletion_mail');
    await migrateDatabase(db.url);
    t = await createTestApp({
      listen: true,
      now: NOW,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Poliglota <avisos@poliglota.test>', ACCOUNT_DELETION_GRACE_HOURS: '168' },
      databaseUrl: db.url,
    });
    baseUrl = baseUrlOf(t.app);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await db?.drop();
  });

  const deliver = async () => {
    const worker = t.app.get(DeliveryWorker);
    await worker.drain();
    await worker.settled();
  };
  const received = (to: string) => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);

  it('names the date and how to cancel, in Portuguese, once, with the e-mail notifications switched off', async () => {
    const member = await signIn(baseUrl, { name: 'Sara Saindo' });
    await member.agent.put('/api/settings').send({ name: 'Sara Saindo', emailNotifications: false }).expect(200);
    const scheduled = await member.agent.delete('/api/me').send({ confirm: 'Sara Saindo', keepContent: true }).expect(202);
    expect(scheduled.body.deletionScheduledFor).toBe('2026-12-17T14:03:00.000Z');
    await deliver();
    await deliver();

    const mails = received(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Exclusão da sua conta agendada');
    expect(mails[0]!.text).toContain('serão excluídos em 17 de dezembro de 2026 às 11:03 (horário de Brasília)');
    expect(mails[0]!.text).toContain('entre no Poliglota até essa data e escolha “Cancelar exclusão”');
    expect(mails[0]!.html).toContain('17 de dezembro de 2026');
  });

  it('is sent again in English for a new scheduling after a cancellation', async () => {
    const member = await signIn(baseUrl, { name: 'Grace Going' });
    await member.agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200);
    await member.agent.delete('/api/me').send({ confirm: 'Grace Going', keepContent: true }).expect(202);
    // Signing in again offers to cancel it; a day later the member schedules it once more.
    const again = await signIn(baseUrl, { email: member.email, name: 'Grace Going' });
    await again.agent.post('/api/me/deletion/cancel').expect(200);
    t.clock.advance(24 * 3_600_000);
    await again.agent.delete('/api/me').send({ confirm: 'Grace Going', keepContent: true }).expect(202);
    await deliver();

    const mails = received(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your account deletion is scheduled', 'Your account deletion is scheduled']);
    expect(mails[0]!.text).toContain('will be deleted on December 17, 2026 at 11:03 AM (Brasília time)');
    expect(mails[1]!.text).toContain('will be deleted on December 18, 2026 at 11:03 AM (Brasília time)');
    expect(mails[1]!.text).toContain('sign in to Poliglota before then and choose “Cancel deletion”');
  });
});
