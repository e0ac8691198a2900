import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../../shared/engagement/index.js';

/**
 * Community's own part of an account's erasure (ADR 0108), after the likes and comments
 * the engagement kernel erases: the member's posts kept under "Membro removido" or
 * deleted (their comments and likes with them), and the moderation log no longer names
 * them; without their posts, it keeps no snapshot of what they wrote either.
 */
@Injectable()
export class CommunityErasureRepository {
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    if (keepContent) await em.execute('update post set author_id = ? where author_id = ?', [REMOVED_MEMBER_ID, memberId]);
    else {
      await em.execute(`update moderation_action set details = '{}'::jsonb where target_author_id = ?`, [memberId]);
      await em.execute('delete from post where author_id = ?', [memberId]);
    }
    await em.execute('update moderation_action set target_author_id = ? where target_author_id = ?', [REMOVED_MEMBER_ID, memberId]);
  }
}
