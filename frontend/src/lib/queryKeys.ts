/**
 * Query-key roots shared by several features and by lib helpers. Features never import each
 * other, so a feature that changes XP (a like, a comment) invalidates the dashboard, the ranking
 * and the notifications through these roots instead of through the owning feature's keys.
 * Each feature builds its own keys under its root (`[...sharedKeys.ranking, …]`).
 */
export const sharedKeys = {
  /** `GET /api/dashboard` (per language): progress, rank, badges, recent posts. */
  dashboard: ['dashboard'] as const,
  /** `GET /api/ranking`: this week's ranking. */
  ranking: ['ranking'] as const,
  /** Patentes, badges, XP rules and the XP history (/patentes). */
  gamification: ['gamification'] as const,
  /** The notification lists and the unread count. */
  notifications: ['notifications'] as const,
  /** `GET /api/notifications/unread-count`: the bell's badge. */
  unreadCount: ['notifications', 'unread-count'] as const,
  /** `GET /api/session`: who this browser is (the auth feature owns the query; features ask `useViewer()`, lib/viewer.ts). */
  session: ['auth', 'session'] as const,
  /** The corrections' queue, the member's own texts and each text's page (`/api/writings…`). */
  corrections: ['corrections'] as const,
  /** `GET /api/blocks`: the members the reader blocks. */
  blocks: ['blocks'] as const,
  /**
   * The review deck (`/api/review…`); its summary (`['review', 'summary']`) gives the navbar's count,
   * the dashboard's card and /revisao's start. A quiz missed or a correction marked helpful adds cards.
   */
  review: ['review'] as const,
};
