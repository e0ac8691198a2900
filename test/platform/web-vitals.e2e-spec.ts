import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app.js';

const lcp = (value: number, route = '/dashboard') => ({ name: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor', route, navigationType: 'navigate' });

/** `POST /api/vitals`: real members' page speed, from their browsers to `/metrics` (ADR 0112). */
describe('POST /api/vitals', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Clients told apart by X-Forwarded-For, as behind the shipped proxy.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: unknown, address = '10.20.0.1') =>
    request(t.app.getHttpServer()).post('/api/vitals').set('X-Forwarded-For', address).send(body as object);
  const metrics = async () => (await request(t.app.getHttpServer()).get('/metrics').expect(200)).text;

  it("takes a guest's batch and shows it per route pattern and metric in /metrics", async () => {
    await send({
      metrics: [
        lcp(1800),
        lcp(5200),
        { name: 'CLS', value: 0.04, rating: 'good', route: '/curso/:courseId/aula/:lessonId', navigationType: 'reload' },
        { name: 'INP', value: 120, rating: 'good', route: '/dashboard', navigationType: 'navigate' },
      ],
    }).expect(204);
    const text = await metrics();
    expect(text).toMatch(/^poliglota_web_vitals_seconds_bucket\{le="2.5",route="\/dashboard",metric="LCP"\} 1$/m);
    expect(text).toMatch(/^poliglota_web_vitals_seconds_bucket\{le="6",route="\/dashboard",metric="LCP"\} 2$/m);
    expect(text).toMatch(/^poliglota_web_vitals_seconds_count\{route="\/dashboard",metric="INP"\} 1$/m);
    expect(text).toMatch(/^poliglota_web_vitals_cls_bucket\{le="0.05",route="\/curso\/:courseId\/aula\/:lessonId",metric="CLS"\} 1$/m);
  });

  it.each([
    ['no metrics', {}],
    ['an empty batch', { metrics: [] }],
    ['an unknown metric', { metrics: [{ ...lcp(10), name: 'FID' }] }],
    ['a negative value', { metrics: [lcp(-1)] }],
    ['a value that is no number', { metrics: [{ ...lcp(1), value: '12' }] }],
    ['a CLS beyond any page', { metrics: [{ name: 'CLS', value: 50, rating: 'poor', route: '/', navigationType: 'navigate' }] }],
    ['a URL instead of its pattern', { metrics: [lcp(900, '/curso/3f0e1c9a-0000-4000-8000-000000000001')] }],
    ['an unknown rating', { metrics: [{ ...lcp(900), rating: 'great' }] }],
    ['a batch over 20', { metrics: Array.from({ length: 21 }, () => lcp(900)) }],
  ])('refuses %s with 400 and records nothing', async (_case, body) => {
    const before = await metrics();
    const res = await send(body, '10.20.0.2').expect(400);
    expect(res.body.message).toBeTruthy();
    expect((await metrics()).match(/^poliglota_web_vitals_seconds_count\{route="\/dashboard",metric="LCP"\} \d+$/m)?.[0]).toBe(
      before.match(/^poliglota_web_vitals_seconds_count\{route="\/dashboard",metric="LCP"\} \d+$/m)?.[0],
    );
    expect(await metrics()).not.toContain('3f0e1c9a');
  });

  it('answers 429 with Retry-After past 30 batches a minute from one client, and keeps other clients apart', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await send({ metrics: [lcp(700)] }, '10.20.0.3')).status);
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    const refused = await send({ metrics: [lcp(700)] }, '10.20.0.3').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('WEB_VITALS_RATE_LIMITED');
    await send({ metrics: [lcp(700)] }, '10.20.0.4').expect(204);
  });

  it('refuses a beacon from another site', async () => {
    await send({ metrics: [lcp(700)] }, '10.20.0.5').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });
});
