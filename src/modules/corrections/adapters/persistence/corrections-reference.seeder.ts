import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { SEED_PROMPTS } from '../../domain/prompts.js';

/**
 * The first writing prompts, on every start: each inserted once by its id and then left as the
 * administrators keep it (edited, reordered or taken off), never overwritten.
 */
export class CorrectionsReferenceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const pg = em as PgEntityManager;
    const now = new Date();
    for (const prompt of SEED_PROMPTS) {
      await pg.execute(
        `insert into writing_prompt (id, language, text, position, active, created_at, updated_at)
         values (?, ?, ?, ?, true, ?, ?) on conflict (id) do nothing`,
        [prompt.id, prompt.language, prompt.text, prompt.position, now, now],
      );
    }
  }
}
