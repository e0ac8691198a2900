import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { chatMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { ChatErasureRepository } from '../adapters/persistence/chat-erasure.repository.js';

/** The chat module's public API (docs/architecture.md, How modules talk). */
@Injectable()
export class ChatApi {
  constructor(private readonly erasure: ChatErasureRepository) {}

  /** What this module holds about the member, for their data export (ADR 0106): a part of one statement (ADR 0080). */
  exportMemberData(memberId: string): ReadPart<RowLists> {
    return chatMemberDataPart(memberId);
  }

  /**
   * Chat's part of an account's erasure (ADR 0108), in the caller's transaction: the
   * member's messages kept under "Membro removido" or deleted, as they chose. Idempotent.
   */
  eraseMember(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    return this.erasure.erase(em, memberId, keepContent);
  }
}
