import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../../shared/engagement/index.js';

/** Chat's part of an account's erasure (ADR 0108): the member's messages, kept as "Membro removido" or deleted, and presence. */
@Injectable()
export class ChatErasureRepository {
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    if (keepContent) await em.execute('update chat_message set author_id = ? where author_id = ?', [REMOVED_MEMBER_ID, memberId]);
    else await em.execute('delete from chat_message where author_id = ?', [memberId]);
    await em.execute('delete from chat_presence where member_id = ?', [memberId]);
  }
}
