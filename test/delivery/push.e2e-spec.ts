import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { migrateDatabase } from '../../src/database/migrate.js';
import { NotificationsApi } from '../../src/modules/notifications/index.js';
import { DeliveryWorker } from '../../src/modules/notifications/application/delivery.worker.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, signInModerator, sql, submitPost } from '../support/community.js';
import { ownDatabase } from '../support/database.js';
import { startPushService, type TestPushService } from '../support/push.js';
import { signIn, type Agent } from '../support/sign-in.js';

/**
 * Web Push (ADR 0063) through the web-push library to a push service on loopback that
 * checks the VAPID signature and decrypts the aes128gcm body with the device's key.
 */
describe('Web Push notifications', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let push: TestPushService;
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    push = await startPushService();
    db = await ownDatabase('push');
    await migrateDatabase(db.url);
    t = await createTestApp({
      listen: true,
      now: '2026-11-23T12:00:00Z',
      databaseUrl: db.url,
      env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, WEB_PUSH_ALLOWED_ENDPOINTS: push.origin, VAPID_SUBJECT: 'mailto:push@poliglota.test' },
    });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await push?.close();
    await db?.drop();
  });

  const deliver = async () => {
    const worker = t.app.get(DeliveryWorker);
    await worker.drain();
    await worker.settled();
  };
  const notify = (memberId: string, title: string) =>
    orm.em.fork().transactional((em) =>
      t.app.get(NotificationsApi).notify(em, memberId, {
        type: 'other',
        titleKey: 'courses.upload_approved.title',
        messageKey: 'courses.upload_approved.message',
        params: { title },
        path: '/cursos',
      }),
    );
  const pushesTo = (device: string) => push.received.filter((p) => p.device === device);
  const subscribe = (agent: Agent, device: { endpoint: string; keys: object }) =>
    agent.post('/api/push/subscriptions').send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys });

  it('publishes one VAPID public key, generated once and kept in the database', async () => {
    const first = await request(baseUrl).get('/api/push/public-key').expect(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const second = await request(baseUrl).get('/api/push/public-key').expect(200);
    expect(second.body.publicKey).toBe(first.body.publicKey);
    const rows = await sql(orm, 'select public_key from web_push_vapid_key');
    expect(rows).toEqual([{ public_key: first.body.publicKey }]);
  });

  it('refuses guests, malformed subscriptions and endpoints that are not known push services, storing nothing', async () => {
    const member = await signIn(baseUrl);
    const device = push.device('refused');
    await request(baseUrl).post('/api/push/subscriptions').send({ endpoint: device.endpoint, keys: device.keys }).expect(401);
    for (const endpoint of ['https://evil.example/push/1', 'http://fcm.googleapis.com/fcm/send/1', 'https://127.0.0.1:1/push/x', 'http://127.0.0.1:1/push/x', 'javascript:alert(1)']) {
      const res = await subscribe(member.agent, { endpoint, keys: device.keys }).expect(400);
      expect(res.body.code).toBe('IDENTITY.PUSH_ENDPOINT_NOT_ALLOWED');
    }
    await subscribe(member.agent, { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } }).expect(400);
    // Well-formed base64 of the right length, but not a key web-push could encrypt to: refused, not retried forever.
    const point = Buffer.from(device.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    const notUncompressed = Buffer.from(point);
    notUncompressed[0] = 0x02;
    for (const keys of [
      { p256dh: offCurve.toString('base64url'), auth: device.keys.auth },
      { p256dh: notUncompressed.toString('base64url'), auth: device.keys.auth },
      { p256dh: device.keys.p256dh, auth: randomBytes(17).toString('base64url') },
      { p256dh: device.keys.p256dh, auth: randomBytes(18).toString('base64url') },
    ]) {
      const res = await subscribe(member.agent, { endpoint: device.endpoint, keys }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Chaves da inscrição push inválidas.' });
    }
    for (const endpoint of [`${push.origin.replace('https:', 'http:')}/push/refused`, `https://user@${push.origin.slice(8)}/push/refused`]) {
      expect((await subscribe(member.agent, { endpoint, keys: device.keys }).expect(400)).body.code).toBe('IDENTITY.PUSH_ENDPOINT_NOT_ALLOWED');
    }
    await member.agent.post('/api/push/subscriptions').send({ endpoint: device.endpoint }).expect(400);
    await member.agent.post('/api/push/subscriptions').send({ endpoint: device.endpoint, keys: device.keys, extra: 1 }).expect(400);
    expect(await sql(orm, 'select id from push_subscription where member_id = ?', [member.memberId])).toEqual([]);
  });

  it("pushes each new notification to every one of the member's devices: encrypted, signed, in their language, with the page to open", async () => {
    const member = await signIn(baseUrl, { name: 'Duas Telas' });
    const phone = push.device('phone');
    const laptop = push.device('laptop');
    await subscribe(member.agent, phone).expect(200);
    await subscribe(member.agent, laptop).expect(200);
    await subscribe(member.agent, laptop).expect(200); // the same device again: still one subscription
    expect(await sql(orm, 'select endpoint from push_subscription where member_id = ? order by endpoint', [member.memberId])).toHaveLength(2);

    const post = await submitPost(t, member.agent);
    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
    await deliver();

    const publicKey = (await request(baseUrl).get('/api/push/public-key')).body.publicKey;
    for (const device of ['phone', 'laptop']) {
      const [received] = pushesTo(device);
      expect(received!.payload).toEqual({
        title: 'Post aprovado',
        body: expect.stringContaining('foi aprovado e publicado'),
        // A click opens the post's own page (ADR 0129).
        path: `/comunidade/post/${post.id}`,
        tag: expect.any(String),
      });
      expect(received!.headers.ttl).toBe('86400');
      expect(received!.headers.urgency).toBe('normal');
      expect(received!.vapidPublicKey).toBe(publicKey);
      expect(received!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:push@poliglota.test' });
    }
    expect(push.problems).toEqual([]);

    await member.agent.put('/api/settings/language').send({ preferredLanguage: 'en' }).expect(200);
    await notify(member.memberId, 'Inglês');
    await deliver();
    // (The first approval also granted a badge: that notification was pushed too.)
    expect(pushesTo('phone').map((p) => p.payload)).toContainEqual({
      tag: expect.any(String), title: 'Course approved!', body: 'Your course "Inglês" was approved and published. You earned +80 XP!', path: '/cursos' });
  });

  it('pushes nothing while the push switch is off, and nothing to a banned member', async () => {
    const member = await signIn(baseUrl, { name: 'Sem Push' });
    await subscribe(member.agent, push.device('quiet')).expect(200);
    await member.agent.put('/api/settings').send({ name: 'Sem Push', pushNotifications: false }).expect(200);
    await notify(member.memberId, 'Silêncio');
    await deliver();
    expect(pushesTo('quiet')).toHaveLength(0);
    expect(await sql(orm, 'select id from push_delivery where member_id = ?', [member.memberId])).toEqual([]);

    await member.agent.put('/api/settings').send({ name: 'Sem Push', pushNotifications: true }).expect(200);
    await notify(member.memberId, 'De volta');
    await deliver();
    expect(pushesTo('quiet').map((p) => p.payload.body)).toEqual([expect.stringContaining('De volta')]);

    await admin.post(`/api/admin/users/${member.memberId}/ban`).send({ reason: 'Spam', days: 3, permanent: false }).expect(200);
    await notify(member.memberId, 'Banido');
    await deliver();
    expect(pushesTo('quiet')).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410), and retries other failures with back-off', async () => {
    const member = await signIn(baseUrl, { name: 'Troca de Aparelho' });
    const old = push.device('old-phone');
    const flaky = push.device('flaky');
    push.answer('old-phone', 410);
    push.answer('flaky', 503, 201);
    await subscribe(member.agent, old).expect(200);
    await subscribe(member.agent, flaky).expect(200);
    await notify(member.memberId, 'Primeira');
    await deliver();

    expect(await sql(orm, 'select endpoint from push_subscription where member_id = ?', [member.memberId])).toEqual([{ endpoint: flaky.endpoint }]);
    await member.agent.delete('/api/push/subscriptions').send({ endpoint: old.endpoint }).expect(404);
    const [pending] = await sql(orm, `select status, attempts, last_error from push_delivery d join push_subscription s on s.id = d.subscription_id where s.endpoint = ?`, [flaky.endpoint]);
    expect(pending).toEqual({ status: 'pending', attempts: 1, last_error: 'push service answered 503' });
    expect(pushesTo('flaky')).toHaveLength(0);

    t.clock.advance(31_000);
    await deliver();
    expect(pushesTo('flaky')).toHaveLength(1);
    expect(pushesTo('old-phone')).toHaveLength(0);
  });

  it('stores an endpoint as the URL parser reads it, sends there, and removes it by any spelling of it', async () => {
    const member = await signIn(baseUrl, { name: 'Barra Invertida' });
    const device = push.device('written');
    const written = `${push.origin}\\push\\written`;
    const tricky = `${push.origin}\\@evil.example/push/x`;
    await subscribe(member.agent, { endpoint: written, keys: device.keys }).expect(200);
    await subscribe(member.agent, { endpoint: tricky, keys: push.device('x').keys }).expect(200);
    expect((await sql(orm, 'select endpoint from push_subscription where member_id = ? order by endpoint', [member.memberId])).map((r) => r.endpoint)).toEqual([
      `${push.origin}/@evil.example/push/x`,
      device.endpoint,
    ]);
    await member.agent.delete('/api/push/subscriptions').send({ endpoint: tricky }).expect(200);
    await notify(member.memberId, 'Normalizado');
    await deliver();
    expect(pushesTo('written').map((p) => p.payload.body)).toEqual([expect.stringContaining('Normalizado')]);
    await member.agent.delete('/api/push/subscriptions').send({ endpoint: written }).expect(200);
    expect(await sql(orm, 'select endpoint from push_subscription where member_id = ?', [member.memberId])).toEqual([]);
  });

  it('removes a subscription whose push service has kept failing for WEB_PUSH_FAILING_DAYS', async () => {
    const member = await signIn(baseUrl, { name: 'Sem Resposta' });
    const dead = push.device('dead');
    push.answer('dead', 500);
    await subscribe(member.agent, dead).expect(200);
    await notify(member.memberId, 'Primeiro dia');
    await deliver();
    const subscriptions = () => sql(orm, 'select endpoint from push_subscription where member_id = ?', [member.memberId]);
    expect(await subscriptions()).toEqual([{ endpoint: dead.endpoint }]);

    t.clock.advance(6 * 24 * 60 * 60_000);
    await notify(member.memberId, 'Sexto dia');
    await deliver();
    expect(await subscriptions()).toEqual([{ endpoint: dead.endpoint }]);

    t.clock.advance(24 * 60 * 60_000);
    await notify(member.memberId, 'Sétimo dia');
    await deliver();
    expect(await subscriptions()).toEqual([]);
    expect(await sql(orm, `select status from push_delivery where member_id = ? and status = 'pending'`, [member.memberId])).toEqual([]);
  });

  it('stops pushing to a device the member unsubscribed (DELETE by endpoint)', async () => {
    const member = await signIn(baseUrl, { name: 'Desligou' });
    const tablet = push.device('tablet');
    await subscribe(member.agent, tablet).expect(200);
    const other = await signIn(baseUrl);
    await other.agent.delete('/api/push/subscriptions').send({ endpoint: tablet.endpoint }).expect(404);
    await member.agent.delete('/api/push/subscriptions').send({ endpoint: tablet.endpoint }).expect(200);
    await notify(member.memberId, 'Depois');
    await deliver();
    expect(pushesTo('tablet')).toHaveLength(0);
  });
});
