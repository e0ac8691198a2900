/**
 * The API answers a member page's first render needs, per SPA route (ADR 0113): the GETs the SPA
 * itself sends first on that page, written as it writes them (path and query, in that order).
 * `:lang` is the page's language, `:memberId` the signed-in member's id, any other `:name` the route's
 * parameter of that name. The SPA keeps the same table (frontend/src/lib/api/preload.ts); a unit
 * test holds the two equal.
 */
export const EVERY_MEMBER_PAGE: readonly string[] = ['/api/session', '/api/notifications/unread-count'];

export const PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/dashboard?lang=:lang', '/api/profile/check'],
  '/cursos': ['/api/courses?page=1'],
  '/curso/:courseId': ['/api/courses/:courseId/details', '/api/courses/:courseId/modules', '/api/courses/:courseId/progress'],
  '/curso/:courseId/aula/:lessonId': ['/api/courses/:courseId/lessons/:lessonId', '/api/courses/:courseId/lessons/:lessonId/quiz'],
  '/comunidade': ['/api/community/posts?limit=20'],
  '/comunidade/post/:postId': ['/api/community/posts/:postId', '/api/community/posts/:postId/comments'],
  '/ranking': ['/api/ranking'],
  '/perfil': ['/api/profile/public/:memberId?lang=:lang', '/api/profile/public/:memberId/stats'],
  '/perfil-publico/:userId': ['/api/profile/public/:userId?lang=:lang', '/api/profile/public/:userId/stats'],
};

/**
 * What a guest's page asks first, after `/api/session`, on the public catalogue (ADR 0113): the
 * guest's own answers, with no member in them. Other pages give a guest the plain app.
 */
export const GUEST_PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/cursos': ['/api/courses?page=1'],
};

/** Routes whose list the page's own query string changes (filters, a search): only preloaded without one. */
const PLAIN_ADDRESS_ONLY = new Set(['/cursos', '/comunidade', '/ranking']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const matchers = Object.keys(PRELOADED_ROUTES).map((pattern) => {
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  return { pattern, names, matcher: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`) };
});

export interface PageAddress {
  pathname: string;
  /** The query string without `?` (empty when there is none). */
  search: string;
}

/**
 * The route of a member page and its parameters, or null when the address is not one whose data
 * is preloaded (a parameter that is not an id never reaches the API from here).
 */
export function preloadedRouteOf({ pathname, search }: PageAddress): { pattern: string; params: Record<string, string> } | null {
  for (const { pattern, names, matcher } of matchers) {
    const found = matcher.exec(pathname);
    if (!found) continue;
    const values = found.slice(1);
    if (!values.every((value) => UUID.test(value))) return null;
    if (PLAIN_ADDRESS_ONLY.has(pattern) && search !== '') return null;
    return { pattern, params: Object.fromEntries(names.map((name, i) => [name, values[i].toLowerCase()])) };
  }
  return null;
}

/** The page's API addresses, after the ones every member page needs. */
export function preloadedUrls(pattern: string, params: Record<string, string>, member: { id: string; language: 'pt' | 'en' }): string[] {
  const values: Record<string, string> = { ...params, memberId: member.id, lang: member.language };
  return (PRELOADED_ROUTES[pattern] ?? []).map((template) => template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')));
}
