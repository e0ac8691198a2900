import { describe, expect, it } from '@jest/globals';
import { routePatterns } from '../paths';
import { apiUrl } from './client';
import { parsePreload } from './preload';
import { PRELOADED_ROUTES } from './preloadedRoutes';

/** The element's text as the server writes it: JSON with `<`, `>`, `&`, U+2028 and U+2029 as \uXXXX. */
const scriptText = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const DASHBOARD = '/dashboard';
const session = { member: { id: 'm1', name: 'Ana </script><!-- & "aspas" \u2028\u2029' }, suspension: null };

describe('parsePreload', () => {
  it('reads back, byte for byte, answers escaped for a script element', () => {
    const text = scriptText({ at: 1_000, responses: { '/api/session': session } });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const answers = parsePreload(text, DASHBOARD, 2_000);
    expect(answers.take('/api/session', DASHBOARD)).toEqual(session);
  });

  it('hands each answer out once', () => {
    const answers = parsePreload(scriptText({ at: 1_000, responses: { '/api/ranking': { users: [] } } }), DASHBOARD, 2_000);
    expect(answers.take('/api/ranking', DASHBOARD)).toEqual({ users: [] });
    expect(answers.take('/api/ranking', DASHBOARD)).toBeUndefined();
  });

  it('has nothing for an address the server did not answer', () => {
    const answers = parsePreload(scriptText({ at: 1_000, responses: { '/api/dashboard?lang=pt': { xp: 1 } } }), DASHBOARD, 2_000);
    expect(answers.take('/api/dashboard?lang=en', DASHBOARD)).toBeUndefined();
    expect(answers.take('/api/dashboard?lang=pt', DASHBOARD)).toEqual({ xp: 1 });
  });

  it('is ignored once the reader is on another page, also back on the first one', () => {
    const text = scriptText({ at: 1_000, responses: { '/api/session': session, '/api/ranking': { users: [] } } });
    const answers = parsePreload(text, DASHBOARD, 2_000);
    expect(answers.take('/api/ranking', '/ranking')).toBeUndefined();
    expect(answers.take('/api/session', DASHBOARD)).toBeUndefined();
    expect(answers.take('/api/ranking', DASHBOARD)).toBeUndefined();
  });

  it('is ignored after forget (the first navigation inside the app)', () => {
    const answers = parsePreload(scriptText({ at: 1_000, responses: { '/api/session': session } }), DASHBOARD, 2_000);
    answers.forget();
    expect(answers.take('/api/session', DASHBOARD)).toBeUndefined();
  });

  it('leaves out an answer that is not a JSON object', () => {
    const responses = { '/api/session': null, '/api/ranking': [1], '/api/profile/check': 'ok', '/api/dashboard?lang=pt': { xp: 1 } };
    const text = scriptText({ at: 1_000, responses });
    const answers = parsePreload(text, DASHBOARD, 2_000);
    for (const url of ['/api/session', '/api/ranking', '/api/profile/check']) expect(answers.take(url, DASHBOARD)).toBeUndefined();
    expect(answers.take('/api/dashboard?lang=pt', DASHBOARD)).toEqual({ xp: 1 });
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['bad JSON', '{"at":1,"responses":{'],
    ['HTML', '<p>Oops</p>'],
    ['no time', scriptText({ responses: { '/api/session': session } })],
    ['a time that is no number', scriptText({ at: '1000', responses: { '/api/session': session } })],
    ['answers that are a list', scriptText({ at: 1_000, responses: [session] })],
    ['JSON null', 'null'],
  ])('gives nothing, and never throws, for %s', (_case, text) => {
    const answers = parsePreload(text, DASHBOARD, 2_000);
    expect(answers.take('/api/session', DASHBOARD)).toBeUndefined();
    expect(answers.updatedAt).toBe(2_000);
  });

  it("dates the answers by the server's time, never later than the document arrived", () => {
    const text = (at: number) => scriptText({ at, responses: {} });
    // A document served from a cache is as old as the server says.
    expect(parsePreload(text(1_000), DASHBOARD, 60_000).updatedAt).toBe(1_000);
    // A server clock ahead of this one does not make the answers newer than their arrival.
    expect(parsePreload(text(90_000), DASHBOARD, 60_000).updatedAt).toBe(60_000);
  });
});

describe('the preloaded addresses', () => {
  it('are written as the API client requests them', () => {
    expect(apiUrl('/api/session')).toBe('/api/session');
    expect(apiUrl('/api/dashboard', { query: { lang: 'pt' } })).toBe('/api/dashboard?lang=pt');
    expect(apiUrl('/api/courses', { query: { page: 1 } })).toBe('/api/courses?page=1');
    // The feed's first page has no cursor: the parameter is left out, not sent empty.
    expect(apiUrl('/api/community/posts', { query: { limit: 20, cursor: undefined } })).toBe('/api/community/posts?limit=20');
    expect(apiUrl('/api/courses/{id}/details', { path: { id: 'c 1/é' } })).toBe('/api/courses/c%201%2F%C3%A9/details');
    expect(apiUrl('/api/profile/public/{userId}', { path: { userId: 'u1' }, query: { lang: 'en' } })).toBe('/api/profile/public/u1?lang=en');
  });

  it("are listed for the SPA's own member pages, each with the session and the bell's count", () => {
    const patterns = new Set<string>(Object.values(routePatterns));
    for (const [route, urls] of Object.entries(PRELOADED_ROUTES)) {
      expect(patterns.has(route)).toBe(true);
      expect(urls.slice(0, 2)).toEqual(['/api/session', '/api/notifications/unread-count']);
    }
    expect(Object.keys(PRELOADED_ROUTES).sort()).toEqual(
      ['/dashboard', '/cursos', '/curso/:courseId', '/curso/:courseId/aula/:lessonId', '/comunidade', '/comunidade/post/:postId', '/ranking', '/perfil', '/perfil-publico/:userId'].sort(),
    );
  });
});
