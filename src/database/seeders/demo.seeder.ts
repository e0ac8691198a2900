import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { IdentityModule } from '../../modules/identity/index.js';
import { CommunityModule } from '../../modules/community/index.js';
import { CoursesModule } from '../../modules/courses/index.js';
import { ChatModule } from '../../modules/chat/index.js';
import { CorrectionsModule } from '../../modules/corrections/index.js';
import { ReviewModule } from '../../modules/review/index.js';

/**
 * Demo data so a newcomer sees a living product. Seeded only into a freshly
 * created embedded database, and never when SEED_DEMO=false. Modules publish
 * their demo facts as integration events: the app's outbox poller delivers them
 * a few seconds after start, and XP, badges and notifications follow.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.call(em, [
      ...IdentityModule.seeders.demo,
      ...CommunityModule.seeders.demo,
      ...CoursesModule.seeders.demo,
      ...ChatModule.seeders.demo,
      ...CorrectionsModule.seeders.demo,
      ...ReviewModule.seeders.demo,
    ]);
  }
}
