import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { migrateDatabase } from '../../src/database/index.js';
import { ownDatabase } from '../support/database.js';
import { startNginx, type RunningNginx } from '../support/nginx.js';
import { freePort, startServer, waitFor, type ServerProcess } from '../support/process.js';
import { startObjectStore, type TestObjectStore } from '../support/s3.js';
import { authorizeWithDevProvider, uniqueEmail } from '../support/sign-in.js';

/** What an operator runs: nginx (deploy/) in front of two instances on one database and one object store. */
describe('two instances behind nginx behave as one', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let store: TestObjectStore;
  let nginx: RunningNginx;
  const instances: ServerProcess[] = [];
  let proxyUrl: string;
  const direct = (i: number) => `http://127.0.0.1:${instances[i].port}`;

  /** Signs a new member in through the proxy; returns the session cookie. */
  async function signInThroughProxy(): Promise<string> {
    const agent = request.agent(proxyUrl);
    const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail('cluster'), name: 'Membro Cluster' });
    const session = await agent.post('/api/sessions').send({ code, state }).expect(200);
    const cookies = session.headers['set-cookie'] as unknown as string[];
    return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  }

  beforeAll(async () => {
    db = await ownDatabase('cluster');
    await migrateDatabase(db.url);
    store = await startObjectStore();
    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env = { ...store.env, DATABASE_URL: db.url, PUBLIC_URL: proxyUrl, JOBS_LEADER_CHECK_MS: '1000' };
    for (let i = 0; i < 2; i += 1) instances.push(startServer(env, await freePort()));
    for (const [i, instance] of instances.entries()) {
      await waitFor(async () => (await fetch(`${direct(i)}/api/health/ready`)).ok, 100_000, instance.output);
    }
    // Only then the proxy: nginx's probe of instances still starting would mark them failed
    // for fail_timeout (5 s), and a fast start would meet a 502 from the proxy.
    nginx = await startNginx(proxyPort, instances.map((instance) => instance.port));
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) instance.child.kill('SIGKILL');
    await store?.close();
    await db?.drop();
  });

  it('passes the request id, forwards the client, and answers through the proxy', async () => {
    const res = await request(proxyUrl).get('/api/health').expect(200);
    // nginx names the request; the app keeps that id and returns it.
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts a session made through the proxy on either instance', async () => {
    const cookie = await signInThroughProxy();
    const seen = await Promise.all([0, 1].map((i) => request(direct(i)).get('/api/users/me').set('Cookie', cookie)));
    expect(seen.map((res) => res.status)).toEqual([200, 200]);
    expect(seen[0].body.id).toBe(seen[1].body.id);
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    const cookie = await signInThroughProxy();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 99, b: 199 } } }).png().toBuffer();
    const uploaded = await request(direct(0))
      .post('/api/upload/profile-picture')
      .set('Cookie', cookie)
      .attach('image', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const served = await request(direct(1)).get(uploaded.body.imageUrl as string).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    await request(proxyUrl).get(uploaded.body.imageUrl as string).expect(200);
  });

  it('keeps a limit when calls alternate between the instances', async () => {
    const cookie = await signInThroughProxy();
    const statuses: number[] = [];
    // The limit counts in fixed minute windows: begin with at least 15 s of this one left,
    // so all 64 calls fall in one window.
    while (Date.now() % 60_000 > 45_000) await new Promise((resolve) => setTimeout(resolve, 500));
    // POST /api/xp/add: 60 calls a minute per member (ADR 0017), counted in PostgreSQL.
    for (let call = 0; call < 64; call += 1) {
      const res = await request(direct(call % 2))
        .post('/api/xp/add')
        .set('Cookie', cookie)
        .send({ actionType: 'give_like', referenceType: 'post', referenceId: '00000000-0000-4000-8000-000000000000' });
      statuses.push(res.status);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(statuses.length - refused).toBeLessThanOrEqual(60);
    expect(refused).toBeGreaterThanOrEqual(4);
  });

  it('costs clients nothing but retries when an instance dies mid-test', async () => {
    const cookie = await signInThroughProxy();
    const reads = () =>
      Promise.all(Array.from({ length: 10 }, () => request(proxyUrl).get('/api/users/me').set('Cookie', cookie).then((res) => res.status)));
    expect(new Set(await reads())).toEqual(new Set([200]));
    instances[0].child.kill('SIGKILL');
    await instances[0].exited;
    // nginx finds the dead one refusing and retries on the other: every client sees 200.
    for (let round = 0; round < 3; round += 1) expect(new Set(await reads())).toEqual(new Set([200]));
    // A write lands once, on the survivor.
    const settings = await request(proxyUrl).get('/api/settings/profile').set('Cookie', cookie).expect(200);
    expect(settings.body).toBeDefined();
  });
});
