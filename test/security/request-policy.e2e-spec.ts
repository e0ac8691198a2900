import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createCommunityApp } from '../support/community.js';
import type { TestApp } from '../support/app.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The hostile client's requests (ADR 0016): refused with a 4xx, never a 500, ordinary ones unharmed. */
describe('request policy', () => {
  let t: TestApp;
  let baseUrl: string;
  let member: Agent;

  beforeAll(async () => {
    // A failed sign-in below comes from a made-up address (X-Forwarded-For from loopback).
    ({ t, baseUrl } = await createCommunityApp({ TRUST_PROXY: 'loopback' }));
    ({ agent: member } = await signIn(baseUrl, { name: 'Ana Original' }));
  });
  afterAll(async () => {
    await t.close();
  });

  describe('deeply nested JSON', () => {
    it.each(['/api/sessions', '/api/admin/login'])('answers 400 JSON_TOO_DEEP on %s', async (path) => {
      const body = `{"code":${deeplyNested(3_000)},"email":"a@b.c","password":"x"}`;
      const res = await request(baseUrl).post(path).set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'JSON_TOO_DEEP',
        message: 'O corpo da requisição tem aninhamento profundo demais.',
      });
    });

    it('still takes ordinary bodies, nested a little or with brackets inside strings', async () => {
      // Not the moderator's account and not this host's address: a failure slows both (ADR 0017).
      const res = await request(baseUrl)
        .post('/api/admin/login')
        .set('X-Forwarded-For', '192.0.2.10')
        .send({ email: uniqueEmail('nested'), password: `${'[{'.repeat(50)}"` });
      expect(res.status).toBe(401);
      const deepButFine = await request(baseUrl)
        .post('/api/sessions')
        .set('Content-Type', 'application/json')
        .send(`{"code":${deeplyNested(10)}}`);
      expect(deepButFine.status).toBe(400);
      expect(deepButFine.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('cursors', () => {
    const outOfRange = cursorOf(['-271821-04-20T00:00:00Z', '00000000-0000-4000-8000-000000000000']);
    it.each([
      ['/api/xp/history', outOfRange],
      ['/api/notifications', outOfRange],
      ['/api/xp/history', cursorOf(['1899-12-31T00:00:00Z', '00000000-0000-4000-8000-000000000000'])],
      ['/api/notifications', cursorOf(['2026-01-01T00:00:00Z', 'nope'])],
      ['/api/community/posts', cursorOf([0, '-1', '00000000-0000-4000-8000-000000000000'])],
      ['/api/community/posts', cursorOf([0, '99999999999999999', '00000000-0000-4000-8000-000000000000'])],
      ['/api/community/posts', cursorOf([2, '1700000000000000', '00000000-0000-4000-8000-000000000000'])],
      ['/api/community/posts', cursorOf([0.5, '1700000000000000', '00000000-0000-4000-8000-000000000000'])],
    ])('%s refuses a crafted cursor with 400 INVALID_CURSOR', async (path, cursor) => {
      const res = await member.get(path).query({ cursor });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    });

    it('accepts a cursor of the shape the API hands out', async () => {
      const res = await member
        .get('/api/xp/history')
        .query({ cursor: cursorOf(['2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']) });
      expect(res.status).toBe(200);
      const feed = await member
        .get('/api/community/posts')
        .query({ cursor: cursorOf([0, '1767225600000000', '00000000-0000-4000-8000-000000000000']) });
      expect(feed.status).toBe(200);
    });
  });

  describe('same-origin writes', () => {
    const rename = (agent: Agent) => agent.post('/api/profile/setup').send({ name: 'Nome Trocado' });

    it('refuses a cross-site form post that would rename a member', async () => {
      const res = await member
        .post('/api/profile/setup')
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send({ name: 'Hackeado' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: 'Requisição de outra origem recusada.' });
      const profile = await member.get('/api/users/me').expect(200);
      expect(profile.body.name).toBe('Ana Original');
    });

    it('refuses a sibling port as Origin when no Fetch Metadata is sent', async () => {
      const sibling = new URL(baseUrl);
      sibling.port = String(Number(sibling.port) + 1);
      const res = await rename(member).set('Origin', sibling.origin);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
      const sameSite = await rename(member).set('Sec-Fetch-Site', 'same-site');
      expect(sameSite.status).toBe(403);
    });

    it('refuses a cross-site GET /api/logout and keeps the session', async () => {
      const res = await member.get('/api/logout').set('Sec-Fetch-Site', 'cross-site');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
      await member.get('/api/users/me').expect(200);
    });

    it('lets same-origin browsers and header-less clients through', async () => {
      expect((await rename(member).set('Sec-Fetch-Site', 'same-origin').set('Origin', 'https://ignored.example')).status).toBe(200);
      expect((await rename(member).set('Origin', baseUrl)).status).toBe(200);
      expect((await rename(member)).status).toBe(200);
      expect((await member.get('/api/users/me').set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
    });

    it('answers 415 to a form-encoded or text body on a JSON endpoint', async () => {
      const form = await member.post('/api/profile/setup').type('form').send({ name: 'Formulário' });
      expect(form.status).toBe(415);
      expect(form.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const text = await member.post('/api/profile/setup').set('Content-Type', 'text/plain').send('{"name":"Texto"}');
      expect(text.status).toBe(415);
      const profile = await member.get('/api/users/me').expect(200);
      expect(profile.body.name).toBe('Nome Trocado');
    });

    it('answers 415 to a compressed JSON body and never inflates it', async () => {
      const res = await member
        .post('/api/profile/setup')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(gzipSync(JSON.stringify({ name: 'Comprimido' })));
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const profile = await member.get('/api/users/me').expect(200);
      expect(profile.body.name).toBe('Nome Trocado');
    });
  });
});
