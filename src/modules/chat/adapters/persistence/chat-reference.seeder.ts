import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { ROOMS } from '../../domain/chat.js';

/**
 * The chat rooms, upserted by id on every start so the table mirrors
 * domain/chat.ts. Slow-mode settings are left as an operator set them.
 */
export class ChatReferenceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const pg = em as PgEntityManager;
    const now = new Date();
    for (const room of ROOMS) {
      await pg.execute(
        `insert into chat_room (id, code, type, language, name, name_en, description, description_en, position, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (id) do update set code = excluded.code, type = excluded.type, language = excluded.language,
           name = excluded.name, name_en = excluded.name_en, description = excluded.description,
           description_en = excluded.description_en, position = excluded.position`,
        [room.id, room.code, room.type, room.language, room.name.pt, room.name.en, room.description.pt, room.description.en, room.position, now],
      );
    }
  }
}
