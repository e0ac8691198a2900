import { WeeklyPlaceMail } from './application/weekly-place-mail.js';
import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsApi, NotificationsModule } from '../notifications/index.js';
import { GAMIFICATION_NOTIFICATIONS, GAMIFICATION_NOTIFICATION_NAMESPACE } from './domain/notification-messages.js';
import { GamificationController } from './adapters/http/gamification.controller.js';
import { ProgressQueries } from './adapters/persistence/progress.queries.js';
import { RankingQueries } from './adapters/persistence/ranking.queries.js';
import { PgXpLedgerRepository } from './adapters/persistence/xp-ledger.repository.js';
import { XpLedgerRepository } from './application/ports/persistence.js';
import { GamificationErasureRepository } from './adapters/persistence/gamification-erasure.repository.js';
import { XpReportsQueries } from './adapters/persistence/xp-reports.queries.js';
import { XpReportsApi } from './application/xp-reports.api.js';
import { GamificationApi } from './application/gamification.api.js';
import { GamificationMemberData } from './application/member-data.part.js';
import { ProgressService } from './application/progress.service.js';
import { RankingService } from './application/ranking.service.js';
import { XpAwardHandlers } from './application/xp-awards.handler.js';
import { XpAwardsService } from './application/xp-awards.service.js';
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
import { GamificationReferenceSeeder } from './adapters/persistence/gamification-reference.seeder.js';

@Module({
  imports: [IdentityModule, NotificationsModule],
  controllers: [GamificationController],
  providers: [
    { provide: XpLedgerRepository, useClass: PgXpLedgerRepository },
    ProgressQueries,
    GamificationErasureRepository,
    GamificationMemberData,
    RankingQueries,
    XpAwardsService,
    XpAwardHandlers,
    ProgressService,
    RankingService,
    GamificationApi,
    XpReportsApi,
    XpReportsQueries,
    WeeklyPlaceMail,
  ],
  exports: [GamificationApi, XpReportsApi],
})
export class GamificationModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = [
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
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { reference: [GamificationReferenceSeeder] };

  constructor(
    private readonly notifications: NotificationsApi,
    private readonly weeklyPlaceMail: WeeklyPlaceMail,
  ) {}

  /** Gamification owns its notification texts; notifications renders them (ADR 0015). */
  onModuleInit(): void {
    this.notifications.registerNotificationMessages(GAMIFICATION_NOTIFICATION_NAMESPACE, GAMIFICATION_NOTIFICATIONS);
    this.weeklyPlaceMail.register();
  }
}
