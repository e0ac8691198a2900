import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { GamificationModule } from '../../modules/gamification/index.js';
import { ChatModule } from '../../modules/chat/index.js';
import { CorrectionsModule } from '../../modules/corrections/index.js';

/**
 * Reference data the product cannot run without (the patentes and badges, the chat rooms, the first writing prompts; other
 * enumerations join as their modules arrive).
 * Runs on every start after migrations and must be idempotent: each module's
 * seeder upserts by natural key.
 */
export class ReferenceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.call(em, [...GamificationModule.seeders.reference, ...ChatModule.seeders.reference, ...CorrectionsModule.seeders.reference]);
  }
}
