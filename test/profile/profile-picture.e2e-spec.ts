import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';

const TYPE_INVALID = 'Tipo de arquivo inválido. Use JPEG, PNG, GIF ou WebP.';
const TOO_LARGE = 'Arquivo muito grande. Tamanho máximo: 5MB.';

const solid = (format: 'png' | 'gif' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `total` bytes: a small picture padded with a private ancillary chunk before IEND. */
async function paddedPng(total: number): Promise<Buffer> {
  const png = await solid('png');
  const iend = png.subarray(png.length - 12);
  const padding = total - png.length - 12;
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk('prVt', Buffer.alloc(padding, 1)), iend]);
}

/** A valid PNG header announcing a 100 000 × 100 000 canvas, with next to no data: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = pngChunk;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(100_001 * 20))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile picture upload', () => {
  let t: TestApp;
  let baseUrl: string;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-uploads-'));
    t = await createTestApp({ listen: true, env: { UPLOADS_DIR: uploadsDir } });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const upload = (agent: Agent, bytes: Buffer, filename: string, contentType: string) =>
    agent.post('/api/upload/profile-picture').attach('image', bytes, { filename, contentType });

  const fetchUpload = async (url: string) => {
    const res = await request(baseUrl).get(url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return res;
  };

  it('refuses guests', async () => {
    await request(baseUrl).post('/api/upload/profile-picture').attach('image', Buffer.from('x'), 'a.png').expect(401);
  });

  it('accepts a PNG renamed .gif, judged by its bytes, and serves a clean WebP of at most 512×512', async () => {
    const { agent } = await signIn(baseUrl);
    const res = await upload(agent, await solid('png', 1200, 800), 'photo.gif', 'image/gif').expect(200);
    expect(res.body).toMatchObject({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/profile-pictures\/[0-9a-f]{32}\.webp$/) });
    const served = await fetchUpload(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own, an upload runs nothing: its policy replaces the app's.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    // The member's picture is the upload everywhere.
    expect((await agent.get('/api/settings/profile').expect(200)).body.profile_picture).toBe(res.body.imageUrl);
    expect((await agent.get('/api/users/me').expect(200)).body.picture).toBe(res.body.imageUrl);
  });

  it('refuses an HTML file named .png', async () => {
    const { agent } = await signIn(baseUrl);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload(agent, html, 'cat.png', 'image/png').expect(400);
    expect(res.body).toMatchObject({ message: TYPE_INVALID, code: 'IDENTITY.PICTURE_TYPE_INVALID' });
  });

  it('refuses a 6 MB file while it streams in', async () => {
    const { agent } = await signIn(baseUrl);
    const big = Buffer.concat([await solid('png'), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload(agent, big, 'big.png', 'image/png').expect(400);
    expect(res.body).toMatchObject({ message: TOO_LARGE, code: 'IDENTITY.PICTURE_TOO_LARGE' });
  });

  it('accepts a picture of exactly 5 MiB and refuses one of a byte more', async () => {
    const { agent } = await signIn(baseUrl);
    const fiveMiB = 5 * 1024 * 1024;
    const exact = await paddedPng(fiveMiB);
    expect(exact.length).toBe(fiveMiB);
    await upload(agent, exact, 'exact.png', 'image/png').expect(200);
    const res = await upload(agent, await paddedPng(fiveMiB + 1), 'over.png', 'image/png').expect(400);
    expect(res.body).toMatchObject({ message: TOO_LARGE, code: 'IDENTITY.PICTURE_TOO_LARGE' });
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const { agent } = await signIn(baseUrl);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(agent, bomb, 'bomb.png', 'image/png').expect(400);
    expect(res.body.code).toBe('IDENTITY.PICTURE_DIMENSIONS_TOO_LARGE');
  });

  it('strips EXIF and GPS from a JPEG', async () => {
    const { agent } = await signIn(baseUrl);
    const jpeg = await sharp(await solid('jpeg'))
      .withExif({ IFD0: { Artist: 'Secret Person' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from('GPS'))).toBe(false); // tag names are numbers; the values are there:
    expect(before.exif?.includes(Buffer.from('Secret Person'))).toBe(true);
    const res = await upload(agent, jpeg, 'me.jpg', 'image/jpeg').expect(200);
    const served = (await fetchUpload(res.body.imageUrl)).body as Buffer;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Secret Person'))).toBe(false);
  });

  it('turns a GIF/JS polyglot into a clean WebP', async () => {
    const { agent } = await signIn(baseUrl);
    const script = Buffer.from('\n/*<script>*/alert(document.domain)//</script>');
    const polyglot = Buffer.concat([await solid('gif'), script]);
    const res = await upload(agent, polyglot, 'x.gif', 'application/javascript').expect(200);
    const served = await fetchUpload(res.body.imageUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    const bytes = served.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('alert'))).toBe(false);
  });

  it('deletes the previous picture when a new one replaces it', async () => {
    const { agent } = await signIn(baseUrl);
    const first = (await upload(agent, await solid('png', 30, 30), 'a.png', 'image/png').expect(200)).body.imageUrl;
    const second = (await upload(agent, await solid('png', 40, 40), 'b.png', 'image/png').expect(200)).body.imageUrl;
    expect(second).not.toBe(first);
    expect((await fetchUpload(second)).status).toBe(200);
    expect((await fetchUpload(first)).status).toBe(404);
    // Removing the picture in the settings deletes the file too.
    await agent.put('/api/settings').send({ name: 'Membro Teste', profilePicture: null }).expect(200);
    expect((await fetchUpload(second)).status).toBe(404);
  });

  it('allows 10 uploads an hour, then answers 429 with Retry-After until the hour passes', async () => {
    const { agent } = await signIn(baseUrl);
    const png = await solid('png', 8, 8);
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1000);
      await upload(agent, png, 'a.png', 'image/png').expect(200);
    }
    const limited = await upload(agent, png, 'a.png', 'image/png').expect(429);
    expect(limited.body.code).toBe('IDENTITY.PICTURE_UPLOADS_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    t.clock.advance(60 * 60 * 1000);
    await upload(agent, png, 'a.png', 'image/png').expect(200);
  });

  it('refuses a body without the image field', async () => {
    const { agent } = await signIn(baseUrl);
    const res = await agent.post('/api/upload/profile-picture').field('other', 'x').expect(400);
    expect(res.body.code).toBe('IDENTITY.PICTURE_MISSING');
    await agent.post('/api/upload/profile-picture').send({ image: 'x' }).expect(400);
  });
});
