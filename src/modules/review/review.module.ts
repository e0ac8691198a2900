import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationModule } from '../gamification/index.js';
import { reviewEntities } from './adapters/persistence/review.entity.js';
import { PgReviewRepository } from './adapters/persistence/review.repository.js';
import { ReviewErasureRepository } from './adapters/persistence/review-erasure.repository.js';
import { ReviewDemoSeeder } from './adapters/persistence/review-demo.seeder.js';
import { ReviewController } from './adapters/http/review.controller.js';
import { ReviewRepository } from './application/ports/persistence.js';
import { DeckService } from './application/deck.service.js';
import { ReviewingService } from './application/reviewing.service.js';
import { DeckEntryHandlers } from './application/deck-entry.handler.js';
import { ReviewMemberData } from './application/member-data.part.js';

/**
 * Each member's review deck, scheduled by FSRS (issue 48, ADR 0139): a module of its own, after
 * courses and corrections in the chain, whose facts fill it; it judges with courses' quiz judge
 * and pays XP through gamification.
 */
@Module({
  imports: [IdentityModule, GamificationModule],
  controllers: [ReviewController],
  providers: [
    { provide: ReviewRepository, useClass: PgReviewRepository },
    ReviewErasureRepository,
    ReviewMemberData,
    DeckService,
    ReviewingService,
    DeckEntryHandlers,
  ],
})
export class ReviewModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = reviewEntities;
  /** Its demo data, for src/database/seeders (ADR 0043): a demo member's deck with cards due today. */
  static readonly seeders = { reference: [], demo: [ReviewDemoSeeder] };
}
