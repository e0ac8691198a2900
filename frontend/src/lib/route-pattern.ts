import { routePatterns } from './paths';

const matchers = [...new Set<string>(Object.values(routePatterns))].map((pattern) => ({
  pattern,
  matcher: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** `/curso/abc/aula/def` → `/curso/:courseId/aula/:lessonId`; null for an address the SPA has no route for. */
export function routePatternOf(pathname: string): string | null {
  return matchers.find(({ matcher }) => matcher.test(pathname))?.pattern ?? null;
}
