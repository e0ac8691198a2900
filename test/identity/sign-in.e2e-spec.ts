import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { authorizeWithDevProvider, signIn, uniqueEmail } from '../support/sign-in.js';

describe('sign-in through the development provider', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
  });
  afterAll(async () => {
    await t.close();
  });

  const eventsOf = async (type: string, memberId: string) =>
    orm.em.fork().execute(`select payload from outbox_event where type = ? and payload->>'memberId' = ?`, [type, memberId]);

  it('moves a page opened at 127.0.0.1 to PUBLIC_URL (localhost) before any sign-in starts', async () => {
    const port = new URL(baseUrl).port;
    // PUBLIC_URL is the development default, http://localhost:<PORT>; the browser typed 127.0.0.1.
    const page = await request(baseUrl).get('/auth/callback?code=abc&state=xyz').expect(307);
    expect(page.headers.location).toBe(`http://localhost:${port}/auth/callback?code=abc&state=xyz`);
    const landing = await request(baseUrl).get('/').expect(307);
    expect(landing.headers.location).toBe(`http://localhost:${port}/`);
    // The address the sign-in starts from is PUBLIC_URL's, so state cookie, callback and session share one origin.
    const started = await request(baseUrl).get('/api/oauth/google/redirect_url').expect(200);
    expect(started.body.redirectUrl).toBe(`http://localhost:${port}/api/oauth/google/start`);
    // Never the API, PUBLIC_URL's own host, a non-loopback host or another port.
    await request(baseUrl).get('/api/users/me').expect(401);
    for (const host of [`localhost:${port}`, `poliglota.example:${port}`, '127.0.0.1:1']) {
      const answer = await request(baseUrl).get('/').set('Host', host);
      expect(answer.status).not.toBe(307);
    }
  });

  it('signs a new member in, answers /api/users/me, and announces the registration once', async () => {
    const { agent, memberId, email } = await signIn(baseUrl, { name: 'Ana Souza' });
    const me = await agent.get('/api/users/me').expect(200);
    expect(me.body).toMatchObject({
      id: memberId,
      email,
      name: 'Ana Souza',
      given_name: 'Ana',
      google_user_data: { name: 'Ana Souza', given_name: 'Ana' },
      preferred_language: 'pt',
      profile_completed: false,
      is_admin: false,
    });

    // Signing in again is the same member (same subject), registered only once.
    const again = request.agent(baseUrl);
    const { code, state } = await authorizeWithDevProvider(again, { email, name: 'Ana S.' });
    const second = await again.post('/api/sessions').send({ code, state }).expect(200);
    expect(second.body.id).toBe(memberId);
    expect(await eventsOf('identity.member_registered', memberId)).toHaveLength(1);
    expect(await eventsOf('identity.member_signed_in', memberId)).toHaveLength(2);
    expect(await eventsOf('identity.member_active_on_day', memberId)).toHaveLength(1);
  });

  /** The start route, as the browser follows the redirect URL: the provider's address and the sign-in cookie. */
  const start = async (agent: ReturnType<typeof request.agent>) => {
    const redirect = await agent.get('/api/oauth/google/redirect_url').expect(200);
    const startUrl = new URL(redirect.body.redirectUrl);
    const started = await agent.get(`${startUrl.pathname}${startUrl.search}`).expect(302);
    return { started, url: new URL(started.headers.location as string, startUrl) };
  };

  it('sets an httpOnly, SameSite=Lax session cookie and binds the state to a short-lived cookie', async () => {
    const agent = request.agent(baseUrl);
    const { started, url } = await start(agent);
    const stateCookie = (started.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('poliglota.oauth='))!;
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/SameSite=Lax/);
    expect(stateCookie).toMatch(/Path=\/api\/sessions/);
    expect(stateCookie).toMatch(/Max-Age=600/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost:${new URL(baseUrl).port}/auth/callback`);
    expect(Buffer.from(url.searchParams.get('state')!, 'base64url').length).toBeGreaterThanOrEqual(16);

    const answer = await agent.post(`/dev-auth/authorize${url.search}`).type('form').send({ email: uniqueEmail(), name: 'Bia' });
    const callback = new URL(answer.headers.location);
    const session = await agent
      .post('/api/sessions')
      .send({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state') })
      .expect(200);
    const sessionCookie = (session.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('poliglota.sid='))!;
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Path=\//);
  });

  it('refuses a wrong or missing state with 401 and starts no session', async () => {
    const agent = request.agent(baseUrl);
    const { code } = await authorizeWithDevProvider(agent, { email: uniqueEmail(), name: 'Caio' });
    const wrong = await agent.post('/api/sessions').send({ code, state: 'not-the-state' }).expect(401);
    expect(wrong.body.code).toBe('IDENTITY.OAUTH_STATE_INVALID');
    await agent.post('/api/sessions').send({ code }).expect(401);
    await agent.get('/api/users/me').expect(401);
  });

  it('refuses a state whose cookie belongs to another browser', async () => {
    const victim = request.agent(baseUrl);
    const { code, state } = await authorizeWithDevProvider(victim, { email: uniqueEmail(), name: 'Duda' });
    const attacker = request.agent(baseUrl);
    await attacker.post('/api/sessions').send({ code, state }).expect(401);
  });

  it('refuses a reused state and a replayed code', async () => {
    const agent = request.agent(baseUrl);
    const email = uniqueEmail();
    const first = await authorizeWithDevProvider(agent, { email, name: 'Eva' });
    await agent.post('/api/sessions').send(first).expect(200);

    // The same state again (a replayed request, cookie included): single use.
    const replay = request.agent(baseUrl);
    const { started, url } = await start(replay);
    const fresh = await replay.post(`/dev-auth/authorize${url.search}`).type('form').send({ email, name: 'Eva' });
    const freshCallback = new URL(fresh.headers.location);
    const freshState = freshCallback.searchParams.get('state')!;
    await replay.post('/api/sessions').send({ code: freshCallback.searchParams.get('code'), state: freshState }).expect(200);
    const reused = await replay
      .post('/api/sessions')
      .set('Cookie', (started.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; '))
      .send({ code: freshCallback.searchParams.get('code'), state: freshState });
    expect(reused.status).toBe(401);

    // An already redeemed code with a new, valid state: the provider refuses it.
    const third = request.agent(baseUrl);
    const next = await authorizeWithDevProvider(third, { email, name: 'Eva' });
    const replayed = await third.post('/api/sessions').send({ code: first.code, state: next.state }).expect(401);
    expect(replayed.body.code).toBe('IDENTITY.OAUTH_CODE_REJECTED');
  });

  it('answers 400 when the code is missing', async () => {
    const res = await request(baseUrl).post('/api/sessions').send({ state: 'x' }).expect(400);
    expect(res.body.message).toBe('O código de autorização é obrigatório.');
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const { agent } = await signIn(baseUrl);
    const me = await agent.get('/api/users/me').expect(200);
    const cookie = (me.request as unknown as { cookies?: string }).cookies;
    await agent.get('/api/logout').expect(200);
    await agent.get('/api/users/me').expect(401);
    if (cookie) await request(baseUrl).get('/api/users/me').set('Cookie', cookie).expect(401);
  });

  it('stores a referral once and ignores self-referral', async () => {
    const referrer = await signIn(baseUrl);
    const referred = await signIn(baseUrl, { ref: referrer.memberId });
    expect(await eventsOf('identity.member_referred', referred.memberId)).toEqual([
      { payload: { memberId: referred.memberId, referrerId: referrer.memberId } },
    ]);
    // A returning member's ref is ignored: referral happens at registration only.
    const other = await signIn(baseUrl);
    await signIn(baseUrl, { email: referred.email, ref: other.memberId });
    expect(await eventsOf('identity.member_referred', referred.memberId)).toHaveLength(1);
  });

  it('creates one member when the same person finishes two sign-ins at once', async () => {
    const email = uniqueEmail();
    const agents = [request.agent(baseUrl), request.agent(baseUrl), request.agent(baseUrl)];
    const grants = await Promise.all(agents.map((a) => authorizeWithDevProvider(a, { email, name: 'Gêmeo' })));
    const results = await Promise.all(agents.map((a, i) => a.post('/api/sessions').send(grants[i])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await eventsOf('identity.member_registered', results[0].body.id)).toHaveLength(1);
  });

  it('serves the development provider under /dev-auth and keeps it out of the API document', async () => {
    const form = await request(baseUrl).get('/dev-auth/authorize?state=x').expect(200);
    expect(form.text).toContain('name="email"');
    const doc = await request(baseUrl).get('/docs-json').expect(200);
    expect(Object.keys(doc.body.paths).some((p) => p.startsWith('/dev-auth'))).toBe(false);
  });
});
