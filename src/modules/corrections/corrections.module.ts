import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { GamificationModule } from '../gamification/index.js';
import { correctionsEntities } from './adapters/persistence/corrections.entity.js';
import { CorrectionsReferenceSeeder } from './adapters/persistence/corrections-reference.seeder.js';
import { CorrectionsErasureRepository } from './adapters/persistence/corrections-erasure.repository.js';
import { CorrectionsMemberData } from './application/member-data.part.js';
import { CorrectionsModerationRepository } from './adapters/persistence/corrections-moderation.repository.js';
import { CorrectionsModerationService } from './application/corrections-moderation.service.js';
import { CorrectionsAdminApi } from './application/corrections-admin.api.js';

/**
 * Members correct each other's texts sentence by sentence (ADR 0133): a module of its own,
 * after notifications and gamification in the chain, beside community.
 */
@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule],
  providers: [CorrectionsErasureRepository, CorrectionsMemberData, CorrectionsModerationRepository, CorrectionsModerationService, CorrectionsAdminApi],
  // Reports and removals, for admin (ADR 0103).
  exports: [CorrectionsAdminApi],
})
export class CorrectionsModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = correctionsEntities;
  /** Its reference data, for src/database/seeders (ADR 0043): the first writing prompts. */
  static readonly seeders = { reference: [CorrectionsReferenceSeeder] };
}
