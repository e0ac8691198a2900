import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { GamificationReferenceSeeder } from '../../modules/gamification/index.js';

/**
 * Reference data the product cannot run without (today the patentes and badges; chat rooms
 * and other enumerations join as their modules arrive).
 * Runs on every start after migrations and must be idempotent: each module's
 * seeder upserts by natural key.
 */
export class ReferenceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.call(em, [GamificationReferenceSeeder]);
  }
}
