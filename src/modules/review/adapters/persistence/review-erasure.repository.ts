import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The review deck's part of an account's erasure (ADR 0108, ADR 0139), in the caller's transaction
 * and idempotent: the deck is the member's own study, which nobody else reads, so it goes whole
 * whether or not the member keeps what they wrote elsewhere.
 */
@Injectable()
export class ReviewErasureRepository {
  async erase(em: EntityManager, memberId: string): Promise<void> {
    await em.execute('delete from review_log where member_id = ?', [memberId]);
    await em.execute('delete from review_card where member_id = ?', [memberId]);
    await em.execute('delete from review_settings where member_id = ?', [memberId]);
  }
}
