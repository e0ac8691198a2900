import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../config/index.js';
import type { IdentityApi, MemberContact } from '../../identity/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import { MAX_DELIVERY_ATTEMPTS } from '../domain/delivery.js';
import type { DeliveryQueries } from '../adapters/persistence/delivery.queries.js';
import { DeliveryService, type CreatedNotification } from './delivery.service.js';
import { NotificationTexts } from './notification-texts.js';
import { FakeMailer, FakeMailRenderer, FakePushService, InMemoryDeliveryRepository } from './ports/delivery.fake.js';

/** Tuesday 24 November 2026, 09:00 in São Paulo: the digest hour has passed. */
const MORNING = '2026-11-24T12:00:00Z';
const PUSH = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'p', auth: 'a' };

/** The use cases of e-mail and push decided against the in-memory ports (no database). */
describe('delivery of notifications', () => {
  let repository: InMemoryDeliveryRepository;
  let mailer: FakeMailer;
  let push: FakePushService;
  let clock: FixedClock;
  let members: Map<string, MemberContact>;
  let identityCalls: number;
  let delivery: DeliveryService;

  const config = {
    get: (key: string) => ({ MAIL_DAILY_LIMIT: 2, PUBLIC_URL: 'https://poliglota.test', WEB_PUSH_FAILING_DAYS: 7 })[key],
    unsubscribeKey: 'unsubscribe-key',
    webPushAllowedOrigins: [],
    vapidSubject: 'mailto:ops@poliglota.test',
  } as unknown as AppConfig;
  // The fakes ignore the transaction; `pg_notify` is the one statement the service runs itself.
  const tx = { execute: async () => [] } as unknown as EntityManager;
  const em = { fork: () => ({ transactional: <T>(work: (em: EntityManager) => Promise<T>) => work(tx) }) } as unknown as EntityManager;

  const member = (id: string, contact: Partial<MemberContact> = {}) =>
    members.set(id, { id, name: `Member ${id}`, email: `${id}@example.com`, preferredLanguage: 'pt', banned: false, ...contact });
  const created = (memberId: string, id: string, emailAtOnce = true): CreatedNotification => ({
    notificationId: id,
    memberId,
    path: '/comunidade',
    emailAtOnce,
    texts: (language) => ({ title: language === 'en' ? 'Post approved' : 'Post aprovado', message: 'ok' }),
    at: clock.now(),
  });

  // The retries' warnings are what these tests cause on purpose.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(() => {
    repository = new InMemoryDeliveryRepository();
    mailer = new FakeMailer();
    push = new FakePushService();
    clock = new FixedClock(new Date(MORNING));
    members = new Map();
    identityCalls = 0;
    const identity = {
      contacts: async (ids: readonly string[]) => {
        identityCalls += 1;
        return new Map(ids.flatMap((id) => (members.has(id) ? [[id, members.get(id)!] as const] : [])));
      },
    } as unknown as IdentityApi;
    const texts = new NotificationTexts();
    texts.register('test', { 'hello.title': { pt: 'Olá', en: 'Hello' }, 'hello.message': { pt: 'Oi {name}', en: 'Hi {name}' } });
    delivery = new DeliveryService(em, config, clock, repository, mailer, new FakeMailRenderer(), push, texts, {} as DeliveryQueries, identity);
  });

  it('e-mails an outcome at once in the member’s language, and asks identity once', async () => {
    member('m1', { preferredLanguage: 'en' });
    await delivery.notificationCreated(tx, created('m1', 'n1'));
    expect(identityCalls).toBe(1);
    expect(repository.mails).toMatchObject([{ memberId: 'm1', kind: 'outcome', subject: 'Post approved', language: 'en', to: 'm1@example.com' }]);
  });

  it('does not ask identity when nothing may leave: no e-mail at once and no subscribed browser', async () => {
    member('m1');
    await delivery.notificationCreated(tx, created('m1', 'n1', false));
    expect(identityCalls).toBe(0);
    expect(repository.mails).toEqual([]);
  });

  it('honours the preferences: e-mail off queues no e-mail, push off no push', async () => {
    member('m1');
    await repository.saveSubscription(tx, 'm1', PUSH);
    await repository.savePreferences(tx, 'm1', { email: false });
    await delivery.notificationCreated(tx, created('m1', 'n1'));
    expect(repository.mails).toEqual([]);
    expect(repository.pushes).toHaveLength(1);

    await repository.savePreferences(tx, 'm1', { email: true, push: false });
    await delivery.notificationCreated(tx, created('m1', 'n2'));
    expect(repository.mails).toHaveLength(1);
    expect(repository.pushes).toHaveLength(1);
  });

  it('has every preference on for a member who never saved them', async () => {
    expect(await delivery.preferences('nobody')).toEqual({ email: true, push: true, community: true });
  });

  it('skips a banned member: nothing is queued, and what was queued before the ban is not sent', async () => {
    member('m1');
    await delivery.notificationCreated(tx, created('m1', 'n1'));
    member('m1', { banned: true });
    await delivery.notificationCreated(tx, created('m1', 'n2'));
    expect(repository.mails).toHaveLength(1);

    expect(await delivery.deliverDueMail()).toBe(1);
    expect(mailer.sent).toEqual([]);
    expect(repository.mails[0]!.status).toBe('skipped');
  });

  it('e-mails outcomes at once up to the daily cap; beyond it they wait for the digest', async () => {
    member('m1');
    for (const id of ['n1', 'n2', 'n3']) await delivery.notificationCreated(tx, created('m1', id));
    expect(repository.mails.map((m) => m.notificationId)).toEqual(['n1', 'n2']);
  });

  it('retries a refused e-mail with a doubling back-off, then sends it', async () => {
    member('m1');
    await delivery.notificationCreated(tx, created('m1', 'n1'));
    mailer.failNext(2);

    expect(await delivery.deliverDueMail()).toBe(1);
    const row = repository.mails[0]!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('454');
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);

    // Not due yet: nothing is tried.
    expect(await delivery.deliverDueMail()).toBe(0);
    clock.advance(30_000);
    await delivery.deliverDueMail();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);

    clock.advance(60_000);
    await delivery.deliverDueMail();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mailer.sent.map((m) => m.to)).toEqual(['m1@example.com']);
  });

  it(`gives an e-mail up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    member('m1');
    await delivery.notificationCreated(tx, created('m1', 'n1'));
    mailer.failNext(MAX_DELIVERY_ATTEMPTS);
    for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await delivery.deliverDueMail();
      clock.advance(6 * 60 * 60_000);
    }
    expect(repository.mails[0]).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await delivery.deliverDueMail()).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('removes a subscription the push service says is gone, with what was queued for it', async () => {
    member('m1');
    await repository.saveSubscription(tx, 'm1', PUSH);
    await delivery.notificationCreated(tx, created('m1', 'n1', false));
    await delivery.notificationCreated(tx, created('m1', 'n2', false));
    push.answers.push(410);

    await delivery.deliverDuePush();
    expect(repository.subscriptions).toEqual([]);
    expect(repository.pushes.map((p) => p.status)).toEqual(['gone', 'gone']);
    expect(push.sent).toEqual([]);
  });

  it('retries a push the service refused, and sends it later', async () => {
    member('m1');
    await repository.saveSubscription(tx, 'm1', PUSH);
    await delivery.notificationCreated(tx, created('m1', 'n1', false));
    push.answers.push(503);
    await delivery.deliverDuePush();
    expect(repository.pushes[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 503' });
    clock.advance(30_000);
    await delivery.deliverDuePush();
    expect(repository.pushes[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(JSON.parse(push.sent[0]!.payload)).toMatchObject({ title: 'Post aprovado', path: '/comunidade', tag: 'n1' });
  });

  it('removes a subscription whose pushes have failed for the days allowed, and counts the days from the first failure since a success', async () => {
    member('m1');
    await repository.saveSubscription(tx, 'm1', PUSH);
    const pushAfter = async (days: number, answer: number, id: string) => {
      clock.advance(days * 24 * 60 * 60_000);
      await delivery.notificationCreated(tx, created('m1', id, false));
      // Every push of this round (the new one and the retries due) gets this answer.
      push.answers.splice(0, push.answers.length, ...Array<number>(10).fill(answer));
      await delivery.deliverDuePush();
    };
    await pushAfter(0, 500, 'n1');
    await pushAfter(4, 201, 'n2');
    // Failing again from here: the earlier failure no longer counts.
    await pushAfter(1, 500, 'n3');
    await pushAfter(6, 500, 'n4');
    expect(repository.subscriptions).toHaveLength(1);
    await pushAfter(1, 500, 'n5');
    expect(repository.subscriptions).toEqual([]);
    expect(repository.pushes.find((p) => p.notificationId === 'n5')).toMatchObject({ status: 'gone' });
    expect(repository.pushes.filter((p) => p.status === 'pending').map((p) => p.notificationId)).toEqual([]);
  });

  describe('the daily digest', () => {
    const unread = (memberId: string, count: number, at: Date) => {
      for (let i = 0; i < count; i += 1) {
        repository.notifications.push({
          id: `${memberId}-${i}`,
          memberId,
          isRead: false,
          titleKey: 'test.hello.title',
          messageKey: 'test.hello.message',
          params: { name: `#${i}` },
          path: null,
          createdAt: new Date(at.getTime() + i * 1000),
        });
      }
    };

    it('waits for 08:00 São Paulo, then sends once a day', async () => {
      member('m1');
      clock.set('2026-11-24T10:59:00Z');
      unread('m1', 1, new Date('2026-11-24T01:00:00Z'));
      expect(await delivery.runDailyDigest()).toBe(0);
      clock.set('2026-11-24T11:00:00Z');
      expect(await delivery.runDailyDigest()).toBe(1);
      expect(await delivery.runDailyDigest()).toBe(0);
    });

    it('groups a member’s unread notifications of the last 24 hours in one e-mail: 20 shown, the rest counted', async () => {
      member('m1', { preferredLanguage: 'en' });
      unread('m1', 23, new Date('2026-11-24T00:00:00Z'));
      unread('m1', 1, new Date('2026-11-22T00:00:00Z')); // older than a day: left out
      expect(await delivery.runDailyDigest()).toBe(1);
      const [mail] = repository.mails;
      expect(mail).toMatchObject({ kind: 'digest', subject: 'You have 23 unread notifications', dedupeKey: 'digest:2026-11-24:m1' });
      const lines = mail!.text.split('\n');
      expect(lines).toHaveLength(1 + 20 + 1);
      expect(lines[1]).toBe('Hello: Hi #22');
      expect(lines[21]).toBe('And 3 more notifications in your inbox.: ');
    });

    it('leaves out the banned, those with e-mail off and notifications an e-mail already told of, asking identity once for all', async () => {
      member('ok');
      member('banned', { banned: true });
      member('off');
      await repository.savePreferences(tx, 'off', { email: false });
      const day = new Date('2026-11-24T00:00:00Z');
      unread('ok', 2, day);
      unread('banned', 2, day);
      unread('off', 2, day);
      await delivery.notificationCreated(tx, created('ok', 'ok-0'));
      identityCalls = 0;

      expect(await delivery.runDailyDigest()).toBe(1);
      expect(identityCalls).toBe(1);
      const digest = repository.mails.find((m) => m.kind === 'digest')!;
      expect(digest).toMatchObject({ memberId: 'ok', subject: 'Você tem 1 notificação não lida' });
    });
  });

  it('turns e-mail off with a signed unsubscribe token, and refuses a forged one', async () => {
    member('3f2a1b4c-0000-4000-8000-000000000001');
    const url = new URL(delivery.unsubscribeUrl('3f2a1b4c-0000-4000-8000-000000000001', clock.now()));
    const token = url.searchParams.get('token')!;
    expect(await delivery.unsubscribe(token)).toEqual({ language: 'pt' });
    expect(await delivery.preferences('3f2a1b4c-0000-4000-8000-000000000001')).toEqual({ email: false, push: true, community: true });
    await expect(delivery.unsubscribe(`${token.slice(0, -2)}xx`)).rejects.toThrow();
  });
});
