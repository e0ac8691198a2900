import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsApi, NotificationsModule } from '../notifications/index.js';
import { GamificationModule } from '../gamification/index.js';
import { correctionsEntities } from './adapters/persistence/corrections.entity.js';
import { CorrectionsReferenceSeeder } from './adapters/persistence/corrections-reference.seeder.js';
import { CorrectionsDemoSeeder } from './adapters/persistence/corrections-demo.seeder.js';
import { CorrectionsErasureRepository } from './adapters/persistence/corrections-erasure.repository.js';
import { CorrectionsRepository } from './adapters/persistence/corrections.repository.js';
import { CorrectionsQueries } from './adapters/persistence/corrections.queries.js';
import { WritingPromptsAdminController, WritingPromptsController, WritingsController } from './adapters/http/corrections.controller.js';
import { CorrectionsMemberData } from './application/member-data.part.js';
import { MemberCards } from './application/corrections.views.js';
import { WritingService } from './application/writing.service.js';
import { CorrectingService } from './application/correcting.service.js';
import { ReadingService } from './application/reading.service.js';
import { PromptsService } from './application/prompts.service.js';
import { CORRECTIONS_NOTIFICATIONS, CORRECTIONS_NOTIFICATION_NAMESPACE } from './domain/notification-messages.js';
import { CorrectionsFiguresApi } from './application/corrections-figures.api.js';
import { CorrectionsFiguresQueries } from './adapters/persistence/corrections-figures.queries.js';

/**
 * Members correct each other's texts sentence by sentence (ADR 0133): a module of its own,
 * after notifications and gamification in the chain, beside community.
 */
@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule],
  controllers: [WritingsController, WritingPromptsController, WritingPromptsAdminController],
  providers: [
    CorrectionsErasureRepository,
    CorrectionsMemberData,
    CorrectionsRepository,
    CorrectionsQueries,
    MemberCards,
    PromptsService,
    WritingService,
    CorrectingService,
    ReadingService,
    CorrectionsFiguresQueries,
    CorrectionsFiguresApi,
  ],
  exports: [CorrectionsFiguresApi],
})
export class CorrectionsModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = correctionsEntities;
  /** Its reference and demo data, for src/database/seeders (ADR 0043): the first writing prompts; texts waiting and corrected. */
  static readonly seeders = { reference: [CorrectionsReferenceSeeder], demo: [CorrectionsDemoSeeder] };

  constructor(private readonly notifications: NotificationsApi) {}

  /** Corrections owns its notification texts; notifications renders them (ADR 0015). */
  onModuleInit(): void {
    this.notifications.registerNotificationMessages(CORRECTIONS_NOTIFICATION_NAMESPACE, CORRECTIONS_NOTIFICATIONS);
  }
}
