import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { GamificationModule } from '../gamification/index.js';
import { correctionsEntities } from './adapters/persistence/corrections.entity.js';
import { CorrectionsReferenceSeeder } from './adapters/persistence/corrections-reference.seeder.js';
import { CorrectionsDemoSeeder } from './adapters/persistence/corrections-demo.seeder.js';
import { CorrectionsErasureRepository } from './adapters/persistence/corrections-erasure.repository.js';
import { CorrectionsMemberData } from './application/member-data.part.js';
import { CorrectionsFiguresApi } from './application/corrections-figures.api.js';
import { CorrectionsFiguresQueries } from './adapters/persistence/corrections-figures.queries.js';

/**
 * Members correct each other's texts sentence by sentence (ADR 0133): a module of its own,
 * after notifications and gamification in the chain, beside community.
 */
@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule],
  providers: [CorrectionsErasureRepository, CorrectionsMemberData, CorrectionsFiguresQueries, CorrectionsFiguresApi],
  exports: [CorrectionsFiguresApi],
})
export class CorrectionsModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = correctionsEntities;
  /** Its reference and demo data, for src/database/seeders (ADR 0043): the first writing prompts; texts waiting and corrected. */
  static readonly seeders = { reference: [CorrectionsReferenceSeeder], demo: [CorrectionsDemoSeeder] };
}
