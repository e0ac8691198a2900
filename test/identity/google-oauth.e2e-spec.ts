import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { uniqueEmail } from '../support/sign-in.js';

/**
 * The production code path against a local OAuth 2.0 server standing in for
 * Google: authorization URL, PKCE, token exchange and userinfo.
 */
describe('sign-in against an OAuth 2.0 provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    t = await createTestApp({
      listen: true,
      env: {
        GOOGLE_CLIENT_ID: 'poliglota-test-client',
        GOOGLE_CLIENT_SECRET: 'poliglota-test-secret',
        GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      },
    });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** Follows the authorization URL the way a browser would, up to our callback. */
  async function authorize(agent: ReturnType<typeof request.agent>) {
    const started = await agent.get('/api/oauth/google/redirect_url').expect(200);
    const start = new URL(started.body.redirectUrl);
    const toProvider = await agent.get(`${start.pathname}${start.search}`).expect(302);
    const url = new URL(toProvider.headers.location);
    expect(url.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(url.searchParams.get('client_id')).toBe('poliglota-test-client');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const answer = await request(url.origin).get(url.pathname + url.search).redirects(0);
    const callback = new URL(answer.headers.location);
    return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
  }

  it('creates the member from the userinfo, keyed by the subject', async () => {
    const email = uniqueEmail('google');
    const subject = `google-subject-${Date.now()}`;
    provider.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: subject, email, email_verified: true, name: 'Rita Lee', given_name: 'Rita', picture: 'https://example.com/rita.png' };
    });
    const agent = request.agent(baseUrl);
    const grant = await authorize(agent);
    const session = await agent.post('/api/sessions').send(grant).expect(200);
    expect(session.body).toMatchObject({ email, name: 'Rita Lee', picture: 'https://example.com/rita.png' });

    // The e-mail changes at the provider: same subject, same member, e-mail updated.
    const newEmail = uniqueEmail('google-renamed');
    provider.service.removeAllListeners('beforeUserinfo');
    provider.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: subject, email: newEmail, email_verified: true, name: 'Rita Lee' };
    });
    const again = request.agent(baseUrl);
    const secondGrant = await authorize(again);
    const second = await again.post('/api/sessions').send(secondGrant).expect(200);
    expect(second.body.id).toBe(session.body.id);
    expect(second.body.email).toBe(newEmail);
    provider.service.removeAllListeners('beforeUserinfo');
  });

  it('answers 401 and starts no session when the provider refuses the code', async () => {
    provider.service.once('beforeResponse', (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: 'invalid_grant' };
    });
    const agent = request.agent(baseUrl);
    const grant = await authorize(agent);
    const res = await agent.post('/api/sessions').send(grant).expect(401);
    expect(res.body.code).toBe('IDENTITY.OAUTH_CODE_REJECTED');
    await agent.get('/api/users/me').expect(401);
  });

  it('hides the development provider when Google is configured', async () => {
    await request(baseUrl).get('/dev-auth/authorize').expect(404);
  });
});
