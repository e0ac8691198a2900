import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../../shared/engagement/index.js';

/**
 * Corrections' part of an account's erasure (ADR 0108, ADR 0133), in the caller's transaction
 * and idempotent: the member's replies, corrections and texts kept under "Membro removido" or
 * deleted, with every counter (`reply_count`, `corrections_count`) lowered by what went.
 */
@Injectable()
export class CorrectionsErasureRepository {
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    if (keepContent) {
      await em.execute('update writing_correction_reply set author_id = ? where author_id = ?', [REMOVED_MEMBER_ID, memberId]);
      // One correction per corrector and text: where "Membro removido" already corrected this
      // text (another erased member's), the second one cannot be kept under the same name.
      await this.deleteCorrections(
        em,
        `corrector_id = ? and exists (select 1 from writing_correction o where o.writing_id = c.writing_id and o.corrector_id = ?)`,
        [memberId, REMOVED_MEMBER_ID],
      );
      await em.execute('update writing_correction set corrector_id = ? where corrector_id = ?', [REMOVED_MEMBER_ID, memberId]);
      await em.execute('update writing set author_id = ? where author_id = ?', [REMOVED_MEMBER_ID, memberId]);
      return;
    }
    await em.execute(
      `update writing_correction c set reply_count = greatest(c.reply_count - r.n, 0)
         from (select correction_id, count(*)::int as n from writing_correction_reply where author_id = ? group by correction_id) r
        where c.id = r.correction_id`,
      [memberId],
    );
    await em.execute('delete from writing_correction_reply where author_id = ?', [memberId]);
    await this.deleteCorrections(em, 'corrector_id = ?', [memberId]);
    // Their texts, with the corrections and replies they received (on delete cascade).
    await em.execute('delete from writing where author_id = ?', [memberId]);
  }

  /** Deletes the corrections `where` picks (aliased `c`), lowering their texts' counters. */
  private async deleteCorrections(em: EntityManager, where: string, params: unknown[]): Promise<void> {
    await em.execute(
      `with gone as (delete from writing_correction c where ${where} returning c.writing_id)
       update writing w set corrections_count = greatest(w.corrections_count - g.n, 0)
         from (select writing_id, count(*)::int as n from gone group by writing_id) g
        where w.id = g.writing_id`,
      params,
    );
  }
}
