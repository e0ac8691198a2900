import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstImagesOf, memberPagePreloader, scriptSafeJson, withPreload } from './member-page.js';
import { preloadedRouteOf } from './preloaded-routes.js';

const ID = '5e7d0a11-0000-4000-8000-000000000001';

describe('member page preloads', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in API on loopback: `answer` decides each response. */
  const api = async (answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) => {
    server = http.createServer(answer);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { address: '127.0.0.1', port: (server.address() as AddressInfo).port };
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  it('keeps only 200 JSON answers and passes the cookie on, nothing else of the page request', async () => {
    const seen: string[] = [];
    const address = await api((req, res) => {
      seen.push(`${req.url} ${req.headers.cookie} ${req.headers['x-forwarded-for'] ?? '-'}`);
      if (req.url === '/api/session') json(res, 200, { member: { id: ID }, suspension: null });
      else if (req.url === '/api/ranking') json(res, 503, { code: 'UNAVAILABLE' });
      else json(res, 200, { url: req.url });
    });
    const preload = await memberPagePreloader(() => 42)(address, { pathname: '/ranking', search: '' }, { cookie: 'sid=1', 'x-forwarded-for': '10.0.0.1' }, 'pt', true);
    expect(preload).toEqual({
      at: 42,
      responses: { '/api/session': { member: { id: ID }, suspension: null }, '/api/notifications/unread-count': { url: '/api/notifications/unread-count' } },
      setCookies: [],
      images: [],
    });
    expect(seen.every((line) => line.endsWith(' sid=1 -'))).toBe(true);
  });

  it('gives nothing when the session is a guest, a ban, an error or too slow: the SPA fetches as it would', async () => {
    const page = { pathname: '/dashboard', search: '' };
    const guest = await api((_req, res) => json(res, 200, { member: null, suspension: null }));
    expect(await memberPagePreloader()(guest, page, {}, 'pt', true)).toBeNull();
    server!.close();
    const banned = await api((_req, res) => json(res, 200, { member: { id: ID }, suspension: { reason: 'Spam' } }));
    expect(await memberPagePreloader()(banned, page, {}, 'pt', true)).toBeNull();
    server!.close();
    const failing = await api((_req, res) => json(res, 500, {}));
    expect(await memberPagePreloader()(failing, page, {}, 'pt', true)).toBeNull();
    server!.close();
    const hung = await api(() => undefined);
    expect(await memberPagePreloader()(hung, page, {}, 'pt', true)).toBeNull();
    server!.closeAllConnections();
    expect(await memberPagePreloader()({ address: '127.0.0.1', port: 1 }, page, {}, 'pt', true)).toBeNull();
  });

  it("gives a guest's public list page the guest's own answers, and a guest's other pages nothing, without asking", async () => {
    const seen: string[] = [];
    const address = await api((req, res) => {
      seen.push(String(req.url));
      if (req.url === '/api/session') json(res, 200, { member: null, suspension: null });
      else json(res, 200, { courses: [{ cover_image: '/uploads/covers/a.webp' }, { cover_image: 'https://elsewhere.example/b.png' }, { cover_image: '/uploads/c.webp' }] });
    });
    const catalogue = await memberPagePreloader(() => 7)(address, { pathname: '/cursos', search: '' }, {}, 'pt', false);
    expect(Object.keys(catalogue!.responses)).toEqual(['/api/session', '/api/courses?page=1']);
    // Only the first two covers show at once, and only one of this site is fetched with the HTML.
    expect(catalogue!.images).toEqual(['/uploads/covers/a.webp']);
    expect(seen).toEqual(['/api/session', '/api/courses?page=1']);
    seen.length = 0;
    expect(await memberPagePreloader()(address, { pathname: '/dashboard', search: '' }, {}, 'pt', false)).toBeNull();
    expect(seen).toEqual([]);
    // A cookie whose session has ended is a guest too: on the dashboard, nothing.
    expect(await memberPagePreloader()(address, { pathname: '/dashboard', search: '' }, { cookie: 'sid=old' }, 'pt', true)).toBeNull();
  });

  it('names only covers of this site, written as plain paths', () => {
    const page = (...covers: unknown[]) => ({ '/api/courses?page=1': { courses: covers.map((cover_image) => ({ cover_image })) } });
    expect(firstImagesOf('/cursos', page('/demo-covers/de-7.webp', '/x/y.png'))).toEqual(['/demo-covers/de-7.webp', '/x/y.png']);
    expect(firstImagesOf('/cursos', page('//evil.example/a.png', '/\\evil.example/a.png', '/a".png', null, 3))).toEqual([]);
    expect(firstImagesOf('/comunidade', page('/a.png'))).toEqual([]);
    expect(firstImagesOf('/cursos', {})).toEqual([]);
  });

  it('writes JSON a script element cannot be broken out of, read back unchanged', () => {
    const value = { name: '</script><!-- \u2028\u2029 & <b>' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    const html = withPreload('<head><script type="module" src="/a.js"></script></head>', { at: 1, responses: {} });
    expect(html).toBe('<head><script id="poliglota-preload" type="application/json">{"at":1,"responses":{}}</script><script type="module" src="/a.js"></script></head>');
    expect(withPreload('<head></head>', { at: 1, responses: {}, images: ['/a.webp'] })).toBe(
      '<head><link rel="preload" as="image" href="/a.webp" fetchpriority="high"><script id="poliglota-preload" type="application/json">{"at":1,"responses":{}}</script></head>',
    );
  });

  it('matches a member route with ids only, and a list only at its plain address', () => {
    expect(preloadedRouteOf({ pathname: `/curso/${ID}/aula/${ID.toUpperCase()}`, search: '' })).toEqual({
      pattern: '/curso/:courseId/aula/:lessonId',
      params: { courseId: ID, lessonId: ID },
    });
    expect(preloadedRouteOf({ pathname: '/curso/abc', search: '' })).toBeNull();
    expect(preloadedRouteOf({ pathname: '/cursos', search: 'q=x' })).toBeNull();
    expect(preloadedRouteOf({ pathname: '/dashboard/', search: '' })?.pattern).toBe('/dashboard');
    expect(preloadedRouteOf({ pathname: '/configuracoes', search: '' })).toBeNull();
  });
});
