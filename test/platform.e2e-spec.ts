import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/app.js';

describe('platform over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the process and the database as healthy', async () => {
    await request(t.app.getHttpServer()).get('/api/health').expect(200).expect((res) => {
      expect(res.body.status).toBe('ok');
    });
    const ready = await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('answers an unknown /api path with a JSON 404, never the SPA', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    // `error` carries member-facing Portuguese text now, no longer the reason phrase (ADR 0021).
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });

  it('answers JSON, never the SPA, for an /api path however it is written', async () => {
    const server = t.app.getHttpServer();
    // The SPA is there: a deep link gets it, so a spelling of /api that did would show here.
    await request(server).get('/curso/42').expect(200).expect('content-type', /text\/html/);
    for (const path of ['//api/anything', '///api/users/me', '/API/anything', '/Api/does-not-exist', '/./api/x', '/x/../api/x', '/%61pi/x', '/api/']) {
      const res = await request(server).get(path);
      expect({ path, type: res.headers['content-type'] }).toEqual({ path, type: expect.stringMatching(/application\/json/) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toMatchObject({ statusCode: res.status, code: expect.any(String) });
    }
    // Another spelling skips no check keyed on the path: a foreign site's sign-out link is refused.
    await request(server).get('/API/logout').set('Origin', 'https://elsewhere.example').expect(404);
    await request(server).get('/api/logout').set('Origin', 'https://elsewhere.example').expect(403);
  });

  it("sends a guest at / the landing page's markup in the address's language, painted without JavaScript, and a session the plain app (issue 26)", async () => {
    const server = t.app.getHttpServer();
    const heading = (html: string) => /<h1 id="landing-hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);

    const pt = await request(server).get('/').expect(200);
    expect(pt.headers['content-type']).toMatch(/text\/html/);
    expect(pt.headers['cache-control']).toBe('no-cache');
    expect(pt.headers.vary).toMatch(/Cookie/);
    expect(pt.text).toMatch(/<html lang="pt-BR">/);
    expect(heading(pt.text)).toBe('Aprenda idiomas em comunidade e suba de patente');
    expect(pt.text).toContain('<div id="root" data-prerendered="pt">');
    // The app's and the landing page's own stylesheets are written into the page (nothing else to wait
    // for before painting) and still named, so the app's loader does not add them again.
    const sheets = stylesheets(pt.text);
    const plainApp = stylesheets((await request(server).get('/nao-existe').expect(200)).text);
    expect(sheets.filter((sheet) => !plainApp.includes(sheet)).length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const css = (await request(server).get(sheet).expect(200).expect('content-type', /text\/css/)).text;
      expect(pt.text).toContain(`<style>${css}</style>`);
    }
    expect(pt.text).toMatch(/<style>[^<]*\.landing-header\{[^}]*position:sticky/);
    // Every other page's too: the app's stylesheets, named by links the browser does not fetch (ADR 0117).
    const app = (await request(server).get('/nao-existe').expect(200)).text;
    expect(plainApp.length).toBeGreaterThan(0);
    for (const sheet of plainApp) {
      const css = (await request(server).get(sheet).expect(200)).text;
      expect(app).toContain(`<style>${css}</style>`);
      expect(app).toContain(`<link rel="stylesheet" crossorigin href="${sheet}" disabled>`);
    }

    const en = await request(server).get('/?lang=en&ref=x').expect(200);
    expect(en.text).toMatch(/<html lang="en">/);
    expect(heading(en.text)).toBe('Learn languages together and climb the ranks');
    expect(en.text).toContain('<div id="root" data-prerendered="en">');
    expect(en.text).toMatch(/<meta name="description" content="Poliglota — [^"]*"/);
    expect(en.text).not.toContain('comunidade gamificada');
    // A guest who chose English before (the SPA's language cookie) gets English at /, no Portuguese
    // first paint; the address's ?lang= still wins.
    const chosen = await request(server).get('/').set('Cookie', 'other=1; poliglota_lang=en').expect(200);
    expect(heading(chosen.text)).toBe('Learn languages together and climb the ranks');
    const asked = await request(server).get('/?lang=pt').set('Cookie', 'poliglota_lang=en').expect(200);
    expect(heading(asked.text)).toBe('Aprenda idiomas em comunidade e suba de patente');
    // A malformed cookie or a repeated ?lang= is no choice: Portuguese, never an error.
    const garbled = await request(server).get('/?lang=en&lang=pt').set('Cookie', 'poliglota_lang=%E0%A4%A; x').expect(200);
    expect(heading(garbled.text)).toBe('Aprenda idiomas em comunidade e suba de patente');

    // A browser with a session (a member, perhaps) gets the app, which sends a member to the dashboard.
    const withSession = await request(server).get('/').set('Cookie', 'poliglota.sid=s%3Aa-session.signature').expect(200);
    expect(heading(withSession.text)).toBeUndefined();
    expect(withSession.text).toContain('<div id="root"></div>');
    // Only `/` has the landing page's markup.
    const deepLink = (await request(server).get('/cursos').expect(200)).text;
    expect(heading(deepLink)).toBeUndefined();
    // Every other page names the whole app's chunks, router included, for the browser to fetch while
    // it reads the HTML; the landing page never names the router (ADR 0073).
    expect(deepLink).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/router-[^"]+\.js">/);
    expect(pt.text).not.toMatch(/router-[^"]+\.js/);
  });

  it('serves deep links with the SPA and hashed assets with long-lived caching', async () => {
    const server = t.app.getHttpServer();
    const page = await request(server).get('/curso/42').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The app's policy, not the sandbox of uploaded files: its scripts may run.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).not.toMatch(/sandbox/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await request(server).get(script!).expect(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    await request(server).get('/docs').expect(200).expect('content-type', /html/);
  });

  it('sends the brotli file made at build time to a browser that accepts it, the plain asset to others', async () => {
    const server = t.app.getHttpServer();
    const page = await request(server).get('/').expect(200);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)![1];
    const plain = await request(server).get(script).set('accept-encoding', 'identity').expect(200);
    const br = await request(server)
      .get(script)
      .set('accept-encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    // The client decodes brotli: what it read is the asset itself, sent in fewer bytes.
    expect((br.body as Buffer).toString()).toBe(plain.text);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text));
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large answer for a client that accepts it, and leaves that to the proxy with HTTP_COMPRESSION=off', async () => {
    const gzip = await request(t.app.getHttpServer()).get('/docs-json').set('accept-encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toMatchObject({ openapi: expect.any(String) });
    const behindProxy = await createTestApp({ env: { HTTP_COMPRESSION: 'off' } });
    try {
      const plain = await request(behindProxy.app.getHttpServer()).get('/docs-json').set('accept-encoding', 'gzip').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(gzip.body);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers robots.txt with rules for crawlers, not the SPA', async () => {
    const robots = await request(t.app.getHttpServer()).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
  });

  it('points crawlers from robots.txt to a sitemap of the public pages in both languages', async () => {
    const server = t.app.getHttpServer();
    const robots = await request(server).get('/robots.txt').expect(200);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.text)?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    const origin = new URL(sitemapUrl!).origin;

    const sitemap = await request(server).get(new URL(sitemapUrl!).pathname).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const xml = sitemap.body as string;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['/', '/?lang=en', '/cursos', '/cursos?lang=en', '/comunidade', '/comunidade?lang=en'].map((page) => origin + page));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/cursos?lang=en"/>`);
    // No signed-in or administrators' page is listed.
    expect(xml).not.toMatch(/admin|dashboard|configuracoes/);

    // Each listed page is the SPA's page, not a 404.
    for (const location of locations) await request(server).get(new URL(location!).pathname).expect(200).expect('content-type', /text\/html/);
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const server = t.app.getHttpServer();
    // A route that takes a body: an unknown one answers 404 before reading any.
    const malformed = await request(server)
      .post('/api/sessions')
      .set('content-type', 'application/json')
      .send('{"oops"');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');

    const huge = await request(server)
      .post('/api/sessions')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(300_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document with a summary, operationId, tag and response schema everywhere', async () => {
    const res = await request(t.app.getHttpServer()).get('/docs-json').expect(200);
    const problems: string[] = [];
    for (const [path, item] of Object.entries(res.body.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.summary) problems.push(`${where}: no summary`);
        if (!op.operationId) problems.push(`${where}: no operationId`);
        if (!op.tags?.length) problems.push(`${where}: no tag`);
        // A success is an answer (2xx with its schema) or, for the sign-in's start, a redirect with its Location.
        const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^[23]/.test(code));
        if (ok.length === 0) problems.push(`${where}: no success response`);
        for (const [code, response] of ok) {
          if (code.startsWith('3') && !(response as any).headers?.Location) problems.push(`${where}: ${code} has no Location`);
          if (code.startsWith('2') && code !== '204' && !(response as any).content) problems.push(`${where}: ${code} has no schema`);
        }
      }
    }
    expect(problems).toEqual([]);
    const ids = Object.values(res.body.paths as Record<string, Record<string, any>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
