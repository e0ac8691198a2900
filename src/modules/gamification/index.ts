// The public API of the gamification module: the only file other code may import.
export { GamificationModule } from './gamification.module.js';
export { GamificationApi } from './application/gamification.api.js';
export type { MemberRank, XpGrant, XpGrantResult, DashboardProgress } from './application/gamification.api.js';
export type { BadgeView } from './application/views.js';
export { XpReportsApi } from './application/xp-reports.api.js';
// Response shapes other read models reuse in their own documents.
export { RankDto, BadgeDto } from './adapters/http/gamification.dto.js';
export { GamificationReferenceSeeder } from './adapters/persistence/gamification-reference.seeder.js';

import {
  LevelReachedEntity,
  MemberTotalHistogramEntity,
  WeeklyScoreHistogramEntity,
  WeeklyScoreTotalHistogramEntity,
  WeeklyTotalHistogramEntity,
  XpDailyCapCountEntity,
  MemberXpEntity,
  WeeklyScoreEntity,
  XpAwardAnnouncementEntity,
  XpLedgerEntryEntity,
} from './adapters/persistence/xp-ledger.entity.js';
import { BadgeEntity, BadgeGrantEntity, RankEntity } from './adapters/persistence/catalogue.entity.js';

export const gamificationEntities = [
  XpLedgerEntryEntity,
  MemberXpEntity,
  WeeklyScoreEntity,
  WeeklyScoreHistogramEntity,
  WeeklyScoreTotalHistogramEntity,
  WeeklyTotalHistogramEntity,
  MemberTotalHistogramEntity,
  XpDailyCapCountEntity,
  LevelReachedEntity,
  XpAwardAnnouncementEntity,
  RankEntity,
  BadgeEntity,
  BadgeGrantEntity,
];
