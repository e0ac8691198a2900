/** Asked by every member page: who the reader is and the bell's count. */
const EVERY_PAGE = ['/api/session', '/api/notifications/unread-count'] as const;

/**
 * Which answers the server writes into each member page: the route's pattern (`routePatterns`
 * in `lib/paths.ts`) → the addresses,
 * with the route's parameters (`:courseId`), `:lang` (the page's language, from the
 * `poliglota_lang` cookie, else `pt`) and `:memberId` (the signed-in member). The catalogue's
 * page 1 only when the page's address has no query string. The server keeps the same table; a
 * unit test of the server's compares the two. Each address is written as `apiUrl` writes the
 * request of the page's query (`lib/api/preload.ts`, ADR 0114).
 */
export const PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [...EVERY_PAGE, '/api/dashboard?lang=:lang', '/api/profile/check'],
  '/cursos': [...EVERY_PAGE, '/api/courses?page=1'],
  '/curso/:courseId': [...EVERY_PAGE, '/api/courses/:courseId/details', '/api/courses/:courseId/modules', '/api/courses/:courseId/progress'],
  '/curso/:courseId/aula/:lessonId': [...EVERY_PAGE, '/api/courses/:courseId/lessons/:lessonId', '/api/courses/:courseId/lessons/:lessonId/quiz'],
  '/comunidade': [...EVERY_PAGE, '/api/community/posts?limit=20'],
  '/comunidade/post/:postId': [...EVERY_PAGE, '/api/community/posts/:postId', '/api/community/posts/:postId/comments'],
  '/ranking': [...EVERY_PAGE, '/api/ranking'],
  '/perfil': [...EVERY_PAGE, '/api/profile/public/:memberId?lang=:lang', '/api/profile/public/:memberId/stats'],
  '/perfil-publico/:userId': [...EVERY_PAGE, '/api/profile/public/:userId?lang=:lang', '/api/profile/public/:userId/stats'],
};

/** The answers the server writes into a guest's page: the public catalogue (the server's table too). */
export const GUEST_PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/cursos': ['/api/session', '/api/courses?page=1'],
};
