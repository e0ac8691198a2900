import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityApi, IdentityModule } from '../identity/index.js';
import { GAMIFICATION_NOTIFICATIONS, GAMIFICATION_NOTIFICATION_NAMESPACE } from './domain/notification-messages.js';
import { GamificationController } from './adapters/http/gamification.controller.js';
import { ProgressQueries } from './adapters/persistence/progress.queries.js';
import { RankingQueries } from './adapters/persistence/ranking.queries.js';
import { PgXpLedgerRepository } from './adapters/persistence/xp-ledger.repository.js';
import { XpLedgerRepository } from './application/ports/persistence.js';
import { XpReportsQueries } from './adapters/persistence/xp-reports.queries.js';
import { XpReportsApi } from './application/xp-reports.api.js';
import { GamificationApi } from './application/gamification.api.js';
import { ProgressService } from './application/progress.service.js';
import { RankingService } from './application/ranking.service.js';
import { XpAwardHandlers } from './application/xp-awards.handler.js';
import { XpAwardsService } from './application/xp-awards.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [GamificationController],
  providers: [
    { provide: XpLedgerRepository, useClass: PgXpLedgerRepository },
    ProgressQueries,
    RankingQueries,
    XpAwardsService,
    XpAwardHandlers,
    ProgressService,
    RankingService,
    GamificationApi,
    XpReportsApi,
    XpReportsQueries,
  ],
  exports: [GamificationApi, XpReportsApi],
})
export class GamificationModule implements OnModuleInit {
  constructor(private readonly identity: IdentityApi) {}

  /** Gamification owns its notification texts; identity renders them (ADR 0015). */
  onModuleInit(): void {
    this.identity.registerNotificationMessages(GAMIFICATION_NOTIFICATION_NAMESPACE, GAMIFICATION_NOTIFICATIONS);
  }
}
