import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { IdentityDemoSeeder } from '../../modules/identity/index.js';

/**
 * Demo data so a newcomer sees a living product. Seeded only into a freshly
 * created embedded database, and never when SEED_DEMO=false.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.call(em, [IdentityDemoSeeder]);
  }
}
