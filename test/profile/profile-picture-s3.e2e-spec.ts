import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { HeldDeletions, serveUploads } from '../../src/shared/storage/index.js';
import { S3FileStorage } from '../../src/shared/storage/s3-file-storage.js';
import { AppConfig } from '../../src/config/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { startObjectStore, type TestObjectStore } from '../support/s3.js';

const picture = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 120, b: 60 } } }).png().toBuffer();

const bytesOf = (agent: request.Agent | ReturnType<typeof request>, url: string) =>
  (agent as ReturnType<typeof request>).get(url).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('profile pictures in an S3-compatible object store', () => {
  let store: TestObjectStore;
  let t: TestApp;
  let baseUrl: string;
  let agent: Agent;

  beforeAll(async () => {
    store = await startObjectStore();
    t = await createTestApp({ listen: true, env: store.env });
    baseUrl = baseUrlOf(t.app);
    ({ agent } = await signIn(baseUrl));
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const upload = (bytes: Buffer) =>
    agent.post('/api/upload/profile-picture').attach('image', bytes, { filename: 'me.png', contentType: 'image/png' });

  it('stores the upload in the bucket and serves it streamed, with its ETag and a year of caching', async () => {
    const res = await upload(await picture(10)).expect(200);
    const url = res.body.imageUrl as string;
    expect(url).toMatch(/^\/uploads\/profile-pictures\/[0-9a-f]{32}\.webp$/);

    const served = await bytesOf(request(baseUrl), url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const decoded = await sharp(served.body as Buffer).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 40, height: 30 });

    // A browser revalidating a cached copy gets nothing new to download.
    await request(baseUrl).get(url).set('If-None-Match', etag).expect(304);
    // The object is in the bucket itself, not on the app's disk.
    const direct = await request(store.env.S3_ENDPOINT).get(`/${store.env.S3_BUCKET}/${url.slice('/uploads/'.length)}`).expect(200);
    expect(direct.headers['content-type']).toBe('image/webp');
    await request(baseUrl).get('/uploads/profile-pictures/0123456789abcdef0123456789abcdef.webp').expect(404);
  });

  it('deletes the replaced object only after the new picture is committed', async () => {
    const first = (await upload(await picture(20)).expect(200)).body.imageUrl as string;
    const second = (await upload(await picture(30)).expect(200)).body.imageUrl as string;
    expect(second).not.toBe(first);
    await request(baseUrl).get(first).expect(404);
    await request(baseUrl).get(second).expect(200);
    expect((await agent.get('/api/users/me').expect(200)).body.picture).toBe(second);
  });

  it('answers 503 when the object store is down, leaving the member with their current picture', async () => {
    const current = (await upload(await picture(40)).expect(200)).body.imageUrl as string;
    await store.stop();
    try {
      const refused = await upload(await picture(50));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'STORAGE.UNAVAILABLE', error: 'Não foi possível salvar o arquivo agora. Tente novamente em instantes.' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body.requestId).toBe(refused.headers['x-request-id']);
      // Nothing half-written: the member's row still names the picture that exists.
      expect((await agent.get('/api/users/me').expect(200)).body.picture).toBe(current);
      expect((await agent.get('/api/settings/profile').expect(200)).body.profile_picture).toBe(current);
      // Serving a file while the store is down: a 503 the client may retry, not a 500.
      const serving = await request(baseUrl).get(current);
      expect(serving.status).toBe(503);
      expect(serving.headers['retry-after']).toBe('30');
      // Readiness reports it, without taking the instance out of the balancer: everything else works.
      const ready = await request(baseUrl).get('/api/health/ready').expect(200);
      expect(ready.body).toEqual({ status: 'degraded', database: 'up', storage: 'down' });
      await request(baseUrl).get('/api/health').expect(200);
    } finally {
      await store.start();
    }
    await request(baseUrl).get(current).expect(200);
    expect((await request(baseUrl).get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('sends clients to S3_PUBLIC_URL instead, when the bucket is public behind a CDN', async () => {
    const config = AppConfig.load({ ...store.env, S3_PUBLIC_URL: 'https://cdn.example.com/pictures/' });
    const app = express().use('/uploads', serveUploads(new S3FileStorage(config, t.app.get(HeldDeletions)), config.get('S3_PUBLIC_URL')));
    const res = await request(app).get('/uploads/profile-pictures/0123456789abcdef0123456789abcdef.webp').expect(302);
    expect(res.headers.location).toBe('https://cdn.example.com/pictures/profile-pictures/0123456789abcdef0123456789abcdef.webp');
    await request(app).get('/uploads/..%2Fsecret.webp').expect(404);
  });
});
