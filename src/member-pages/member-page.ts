import http, { type IncomingHttpHeaders } from 'node:http';
import { EVERY_MEMBER_PAGE, GUEST_PRELOADED_ROUTES, preloadedRouteOf, preloadedUrls, type PageAddress } from './preloaded-routes.js';

/** What a member page's HTML carries: the API's own answers, by the address the SPA requests. */
export interface Preload {
  /** The server's clock when the answers were taken (ms since the epoch). */
  at: number;
  responses: Record<string, unknown>;
  /** Cookies the API set while answering (a session it renewed), passed on to the page's answer. */
  setCookies: string[];
  /** Images of this site the first render shows at the top (the catalogue's first covers), to fetch with the HTML. */
  images: string[];
}

/** A page is never held back longer than this for its data: past it, the SPA fetches as it would. */
const DEADLINE_MS = 1_500;

/**
 * The request headers an API answer may depend on; nothing else of the page's request is passed on
 * (no X-Forwarded-*: this instance is the peer, and no proxy is believed for it).
 */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-request-id'] as const;

/** Where the page's request arrived: this same server, reached over loopback or that address. */
export interface ServerAddress {
  address: string;
  port: number;
}

interface SessionAnswer {
  member: { id: string } | null;
  suspension: unknown;
}

/** How many covers the catalogue shows with `fetchpriority="high"` (CatalogueScreen's `coverFirst`). */
const FIRST_COVERS = 2;

/**
 * The images of this site a page's first render puts at the top, from its answers: the catalogue's
 * first covers. A cover on another site is left to the page (nothing of another site is fetched
 * before the reader's page asks for it, ADR 0081).
 */
export function firstImagesOf(pattern: string, responses: Record<string, unknown>): string[] {
  if (pattern !== '/cursos') return [];
  const page = responses['/api/courses?page=1'] as { courses?: { cover_image?: unknown }[] } | undefined;
  return (page?.courses ?? [])
    .slice(0, FIRST_COVERS)
    .map((course) => course.cover_image)
    .filter((src): src is string => typeof src === 'string' && /^\/(?![/\\])[\w\-./]+$/.test(src));
}

/**
 * Takes a member page's data through the app's own API, from this same server (ADR 0113): the same routes,
 * guards, read models and JSON as the SPA's requests, so no figure is computed a second way and a
 * page costs the database what those requests would. `/api/session` first: a guest, a signed-out
 * browser or a banned member gets null (the plain page); then the page's addresses side by side.
 * Any failure, or the deadline, also gives null: the SPA then fetches as it does without it.
 */
export function memberPagePreloader(clock: () => number = Date.now) {
  // Connections kept between pages: a page's four or five answers reuse them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  const get = (server: ServerAddress, url: string, headers: Record<string, string>) =>
    new Promise<{ ok: boolean; body: string; setCookies: string[] }>((resolve, reject) => {
      const req = http.get({ host: server.address, port: server.port, path: url, headers, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            ok: res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json'),
            body,
            setCookies: res.headers['set-cookie'] ?? [],
          }),
        );
      });
      req.on('error', reject);
    });

  const take = async (server: ServerAddress, address: PageAddress, incoming: IncomingHttpHeaders, language: 'pt' | 'en', signedIn: boolean): Promise<Preload | null> => {
    const route = preloadedRouteOf(address);
    if (!route) return null;
    const guestUrls = GUEST_PRELOADED_ROUTES[route.pattern];
    if (!signedIn && !guestUrls) return null;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = incoming[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    headers.accept = 'application/json';

    const session = await get(server, EVERY_MEMBER_PAGE[0], headers);
    if (!session.ok) return null;
    const who = JSON.parse(session.body) as SessionAnswer;
    if (who.suspension) return null;
    // A guest (or a signed-out browser) gets the public page's own answers, if it has any.
    if (!who.member && !guestUrls) return null;

    const at = clock();
    const urls = who.member ? [...EVERY_MEMBER_PAGE.slice(1), ...preloadedUrls(route.pattern, route.params, { id: who.member.id, language })] : [...guestUrls];
    const answers = await Promise.all(urls.map((url) => get(server, url, headers)));
    const responses: Record<string, unknown> = { [EVERY_MEMBER_PAGE[0]]: who };
    const setCookies = [...session.setCookies];
    answers.forEach((answer, i) => {
      if (answer.ok) responses[urls[i]] = JSON.parse(answer.body);
      setCookies.push(...answer.setCookies);
    });
    return { at, responses, setCookies, images: firstImagesOf(route.pattern, responses) };
  };

  return async (server: ServerAddress, address: PageAddress, headers: IncomingHttpHeaders, language: 'pt' | 'en', signedIn: boolean): Promise<Preload | null> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DEADLINE_MS)));
    try {
      return await Promise.race([take(server, address, headers, language, signedIn), deadline]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * JSON that is safe as the text of a `<script>` element: `<`, `>` and `&` (so no `</script>` and no
 * `<!--`), and U+2028 and U+2029 (line ends to older parsers), written as `\uXXXX` escapes, which
 * JSON.parse reads back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The id of the element the SPA reads its preloaded answers from (frontend/src/lib/api/preload.ts). */
export const PRELOAD_ELEMENT_ID = 'poliglota-preload';

/**
 * index.html with the preload element before the first module script, so it is there when the SPA
 * starts, and the first images named with it, fetched as the HTML is read.
 */
export function withPreload(indexHtml: string, preload: Pick<Preload, 'at' | 'responses'> & Partial<Pick<Preload, 'images'>>): string {
  const images = (preload.images ?? []).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`).join('');
  const element = `${images}<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${scriptSafeJson({ at: preload.at, responses: preload.responses })}</script>`;
  const at = indexHtml.indexOf('<script type="module"');
  return at === -1 ? indexHtml.replace('</head>', `${element}</head>`) : `${indexHtml.slice(0, at)}${element}${indexHtml.slice(at)}`;
}
