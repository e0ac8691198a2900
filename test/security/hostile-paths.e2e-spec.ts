import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app.js';
import { authorizeWithDevProvider, uniqueEmail } from '../support/sign-in.js';

/** A raw GET, the target sent exactly as written (no client normalises it), to PUBLIC_URL's host name. */
function rawGet(server: http.Server, target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', agent: false, headers: { Host: `localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a hostile client found in issue 37. */
describe('edges a hostile client tries', () => {
  let t: TestApp;
  let server: http.Server;

  beforeAll(async () => {
    // Listening: the development provider's token exchange calls back into the app.
    t = await createTestApp({ listen: true });
    server = t.app.getHttpServer() as http.Server;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a JSON 404 for a path that starts with /api however it collapses, never the SPA', async () => {
    // The SPA is there: a deep link gets it, so a path that did would show here.
    expect((await rawGet(server, '/curso/42')).headers['content-type']).toMatch(/text\/html/);
    for (const target of [
      '/api/courses/..%2F..%2Fetc%2Fpasswd/details',
      '/api/courses/../../etc/passwd',
      '/api/../index.html',
      '/%2Fapi%2Fcourses',
      '/%252Fapi/x/..%2F..%2Fcurso',
    ]) {
      const answer = await rawGet(server, target);
      expect({ target, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        target,
        status: 404,
        type: expect.stringMatching(/application\/json/),
      });
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('never echoes a backslash into a redirect', async () => {
    for (const target of ['/\\evil.example/..', '/\\evil.example/%2e%2e', '/assets/\\evil.example/..', '/%5Cevil.example/..']) {
      const answer = await rawGet(server, target);
      expect({ target, location: answer.headers.location ?? null }).toEqual({ target, location: null });
      expect(answer.status).not.toBeGreaterThanOrEqual(500);
    }
  });

  it("refuses the provider's answer on the sign-in's start route, and the code still signs in where it belongs", async () => {
    const agent = request.agent(server);
    const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail('start'), name: 'Rui Retorno' });
    const answer = await agent.get('/api/oauth/google/start').query({ code, state });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    await agent.get('/api/oauth/google/start').query({ error: 'access_denied', state }).expect(400);
    // Nothing was spent: the code finishes the sign-in at /api/sessions.
    await agent.post('/api/sessions').send({ code, state }).expect(200);
  });
});
