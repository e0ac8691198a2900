/**
 * What members' browsers report of their own speed (Core Web Vitals and friends, measured by the
 * `web-vitals` library in the SPA) and how `/metrics` buckets it: around each metric's "good" and
 * "poor" thresholds, so an operator reads the share of good page loads and the p75 per page.
 */

/** The metrics the SPA sends; times in milliseconds, CLS a unitless score. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** How a page was reached, as `web-vitals` names it. */
export const WEB_VITAL_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;

/** At most this many metrics in one beacon; a larger batch is refused. */
export const WEB_VITALS_BATCH_MAX = 20;
/** Beacons one client may send a minute (429 with Retry-After past it). */
export const WEB_VITALS_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/**
 * The SPA's route patterns (frontend/src/lib/paths.ts `routePatterns`; a unit test keeps the two
 * equal). Only these become `route` labels: a label per URL would let any client grow `/metrics`
 * without bound.
 */
export const WEB_VITALS_ROUTES: ReadonlySet<string> = new Set([
  '/', '/auth/callback', '/dashboard', '/profile/setup', '/cursos', '/curso/:courseId', '/curso/:courseId/avaliar',
  '/curso/:courseId/aula/:lessonId', '/upload-curso', '/comunidade', '/comunidade/post/:postId', '/correcoes', '/correcoes/escrever',
  '/correcoes/:writingId', '/correcoes/:writingId/editar', '/revisao', '/ranking', '/patentes', '/chat',
  '/configuracoes', '/perfil', '/perfil-publico/:userId', '/notificacoes', '/admin', '/admin/posts', '/admin/users',
  '/admin/courses', '/admin/courses/:courseId/content', '/admin/reports', '/admin/flags', '/admin/audit', '/admin/debug',
  '/admin/writing-prompts',
]);

/** Seconds, around LCP (2.5/4 s), INP (0.2/0.5 s), FCP (1.8/3 s) and TTFB (0.8/1.8 s). */
export const WEB_VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.2, 1.8, 2.5, 3, 4, 6, 10, 20];
/** CLS scores, around 0.1 (good) and 0.25 (poor). */
export const WEB_VITAL_CLS_BUCKETS = [0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** Largest value taken per metric: a CLS past 10 or a time past ten minutes is no measurement. */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = { LCP: 600_000, INP: 600_000, FCP: 600_000, TTFB: 600_000, CLS: 10 };
