// The public API of the gamification module: the only file other code may import (ADR 0043).
export { GamificationModule } from './gamification.module.js';
export { GamificationApi } from './application/gamification.api.js';
export type { MemberCard, MemberRank, XpGrant, XpGrantResult, DashboardProgress } from './application/gamification.api.js';
export type { BadgeView } from './application/gamification.views.js';
export { XpReportsApi } from './application/xp-reports.api.js';
// The OpenAPI schemas of GamificationApi's MemberRank and BadgeView, which the dashboard and
// profile documents embed (ADR 0043).
export { RankDto, BadgeDto } from './adapters/http/gamification.dto.js';
// The fixed XP of each action, for modules that tell a member what a fact of theirs earned (a quiz's right answer).
export { XP_AMOUNTS } from './domain/xp-rules.js';
