import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationController } from './adapters/http/gamification.controller.js';
import { ProgressQueries } from './adapters/persistence/progress.queries.js';
import { RankingQueries } from './adapters/persistence/ranking.queries.js';
import { XpLedgerRepository } from './adapters/persistence/xp-ledger.repository.js';
import { GamificationApi } from './application/gamification.api.js';
import { ProgressService } from './application/progress.service.js';
import { RankingService } from './application/ranking.service.js';
import { XpAwardHandlers } from './application/xp-awards.handler.js';
import { XpAwardsService } from './application/xp-awards.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [GamificationController],
  providers: [
    XpLedgerRepository,
    ProgressQueries,
    RankingQueries,
    XpAwardsService,
    XpAwardHandlers,
    ProgressService,
    RankingService,
    GamificationApi,
  ],
  exports: [GamificationApi],
})
export class GamificationModule {}
