import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { BADGES } from '../../domain/badges.js';
import { RANKS } from '../../domain/ranks.js';

/**
 * The ten ranks and the badge catalogue, upserted by id on every start so the
 * tables always mirror domain/ranks.ts and domain/badges.ts.
 */
export class GamificationReferenceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const pg = em as PgEntityManager;
    const now = new Date();
    for (const rank of RANKS) {
      await pg.execute(
        `insert into rank (id, level, name, description, description_en, xp_required, badge_color, text_color, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (id) do update set level = excluded.level, name = excluded.name,
           description = excluded.description, description_en = excluded.description_en,
           xp_required = excluded.xp_required, badge_color = excluded.badge_color, text_color = excluded.text_color`,
        [rank.id, rank.level, rank.name, rank.description.pt, rank.description.en, rank.xpRequired, rank.badgeColor, rank.textColor, now],
      );
    }
    for (const badge of BADGES) {
      await pg.execute(
        `insert into badge (id, code, name, name_en, description, description_en, icon, badge_color, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (id) do update set code = excluded.code, name = excluded.name, name_en = excluded.name_en,
           description = excluded.description, description_en = excluded.description_en,
           icon = excluded.icon, badge_color = excluded.badge_color`,
        [badge.id, badge.code, badge.name.pt, badge.name.en, badge.description.pt, badge.description.en, badge.icon, badge.badgeColor, now],
      );
    }
  }
}
