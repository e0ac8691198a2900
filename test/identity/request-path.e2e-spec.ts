import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { MemberManagementService } from '../../src/modules/admin/application/member-management.service.js';
import { PgListener } from '../../src/shared/notify/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { acceptConsents, authorizeWithDevProvider, uniqueEmail } from '../support/sign-in.js';

jest.setTimeout(60_000);

/** Signs a new member in; returns the session cookie, to call any instance with. */
async function signIn(url: string, name = 'Membro Teste'): Promise<{ cookie: string; memberId: string }> {
  const agent = request.agent(url);
  const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail(), name });
  const res = await agent.post('/api/sessions').send({ code, state }).expect(200);
  await acceptConsents(agent, res.body);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('poliglota.sid='))!.split(';')[0];
  return { cookie, memberId: res.body.id as string };
}

describe('the request path (ADR 0018)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    // Two instances on one database, as behind a load balancer: one public address.
    const env = { PUBLIC_URL: 'http://poliglota.test' };
    a = await createTestApp({ listen: true, env });
    b = await createTestApp({ listen: true, env });
    urlA = baseUrlOf(a.app);
    urlB = baseUrlOf(b.app);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const expireOf = async (memberId: string): Promise<number[]> =>
    (
      await a.app
        .get(EntityManager)
        .fork()
        .execute<{ expire: Date }[]>(`select expire from http_session where sess->>'memberId' = ? order by sid`, [memberId])
    ).map((r) => new Date(r.expire).getTime());

  it('finishes on one instance a sign-in started on another (the development provider keeps its codes in the database)', async () => {
    const redirect = await request(urlA).get('/api/oauth/google/redirect_url').expect(200);
    const start = new URL(redirect.body.redirectUrl as string);
    const started = await request(urlA).get(`${start.pathname}${start.search}`).expect(302);
    // The browser's sign-in cookie, sent to whichever instance the balancer picks.
    const cookie = (started.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const authorize = new URL(started.headers.location as string, urlA);
    const answer = await request(urlA)
      .post(`/dev-auth/authorize${authorize.search}`)
      .type('form')
      .send({ email: uniqueEmail(), name: 'Lia Entre Instâncias' })
      .expect(302);
    const callback = new URL(answer.headers.location as string);
    const finished = await request(urlB)
      .post('/api/sessions')
      .set('Cookie', cookie)
      .send({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state') });
    expect(finished.status).toBe(200);
    expect(finished.body.name).toBe('Lia Entre Instâncias');
  });

  /**
   * Instance B forgets a session it keeps in memory when the row's notification reaches its
   * listening connection, a few milliseconds after the commit (ADR 0019, "Fourth pass"). A
   * request can reach B sooner than that on a busy machine, so the test first waits for every
   * notification committed so far to have reached B; B must then refuse. Without the
   * notification B would serve the session for 30 s more.
   */
  const notificationsReached = (instance: TestApp) => instance.app.get(PgListener).sync();

  it('ends a session on logout at once on this instance, and on another one when its notification arrives', async () => {
    const { cookie, memberId } = await signIn(urlA);
    await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(200);
    await request(urlB).get('/api/users/me').set('Cookie', cookie).expect(200);
    await request(urlA).get('/api/logout').set('Cookie', cookie).expect(200);
    await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(401);
    await notificationsReached(b);
    await request(urlB).get('/api/users/me').set('Cookie', cookie).expect(401);
    expect(await expireOf(memberId)).toEqual([]);
  });

  it('ends every session of a member (a ban) at once on this instance, and on another one when its notification arrives', async () => {
    const { cookie, memberId } = await signIn(urlA);
    await request(urlB).get('/api/notifications/unread-count').set('Cookie', cookie).expect(200);
    await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(200);
    await a.app.get(MemberManagementService).banMember('admin@poliglota.test', memberId, { reason: 'Spam', days: 1, permanent: false });
    await notificationsReached(b);
    await request(urlB).get('/api/notifications/unread-count').set('Cookie', cookie).expect(401);
    await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(401);
  });

  it('writes nothing on ordinary reads: the rolling expiry is stored at most once a minute', async () => {
    const { cookie, memberId } = await signIn(urlA);
    const get = (path: string) => request(urlA).get(path).set('Cookie', cookie).expect(200);
    await get('/api/users/me'); // the day's first request: records the activity once
    const [before] = await expireOf(memberId);
    // The store keeps whole seconds: wait past one so a write would show.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let i = 0; i < 3; i += 1) {
      await get('/api/users/me');
      await get('/api/notifications/unread-count');
    }
    expect(await expireOf(memberId)).toEqual([before]);
  });

  it('still counts the first request of a new São Paulo day as a login, with its XP on that very screen', async () => {
    a.clock.set('2036-05-04T15:00:00Z');
    const { cookie } = await signIn(urlA, 'Lia Prado');
    const dashboard = async () => (await request(urlA).get('/api/dashboard').set('Cookie', cookie).expect(200)).body.user;
    expect(await dashboard()).toMatchObject({ xp_total: 5, xp_daily: 5 });
    await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(200);
    a.clock.set('2036-05-05T03:00:00Z'); // midnight in São Paulo
    expect(await dashboard()).toMatchObject({ xp_total: 10, xp_daily: 5, streak_days: 2 });
    expect((await dashboard()).xp_total).toBe(10);
    // A screen opening with several reads at once: one login, and every read already shows it.
    a.clock.set('2036-05-06T12:00:00Z');
    const screens = await Promise.all(Array.from({ length: 5 }, () => dashboard()));
    expect(screens.map((user) => user.xp_total)).toEqual([15, 15, 15, 15, 15]);
    expect((await dashboard()).xp_total).toBe(15);
  });

  it('pushes the idle expiry forward at most once a minute, with the cookie on that one response only', async () => {
    a.clock.set('2036-06-01T12:00:00Z');
    const { cookie, memberId } = await signIn(urlA);
    const read = async () => (await request(urlA).get('/api/users/me').set('Cookie', cookie).expect(200)).headers['set-cookie'];
    await read(); // the day's first request records the activity (a save, with its cookie)
    expect(await read()).toBeUndefined();
    const [before] = await expireOf(memberId);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the store keeps whole seconds
    a.clock.advance(30_000);
    expect(await read()).toBeUndefined();
    expect(await expireOf(memberId)).toEqual([before]);
    a.clock.advance(31_000);
    const renewed = await read();
    expect(renewed?.[0]).toMatch(/^poliglota\.sid=.*Expires=/);
    const [after] = await expireOf(memberId);
    expect(after).toBeGreaterThan(before);
    expect(await read()).toBeUndefined();
  });

  it('saves a due refresh once when a screen sends its reads at once (the chat polls four every 3 s)', async () => {
    a.clock.set('2036-07-01T12:00:00Z');
    const { cookie } = await signIn(urlA);
    const read = (path: string) => request(urlA).get(path).set('Cookie', cookie).expect(200);
    await read('/api/users/me'); // the day's first request records the activity (a save)
    expect((await read('/api/users/me')).headers['set-cookie']).toBeUndefined();
    a.clock.advance(61_000);
    const burst = await Promise.all(['/api/users/me', '/api/chat/rooms', '/api/notifications/unread-count', '/api/users/me', '/api/chat/rooms', '/api/users/me'].map(read));
    // One save, one cookie: the others read the session before that save and left it alone.
    expect(burst.filter((res) => res.headers['set-cookie'] !== undefined).length).toBe(1);
    expect((await read('/api/users/me')).headers['set-cookie']).toBeUndefined();
  });
});
