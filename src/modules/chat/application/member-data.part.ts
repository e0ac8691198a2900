import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { chatMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { ChatErasureRepository } from '../adapters/persistence/chat-erasure.repository.js';

/** Chat's share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class ChatMemberData implements MemberDataPart {
  readonly module = 'chat';

  constructor(
    private readonly erasure: ChatErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** The messages the member sent. */
  export(memberId: string): ReadPart<RowLists> {
    return chatMemberDataPart(memberId);
  }

  /** The member's messages kept under "Membro removido" or deleted, as they chose, and their presence. */
  erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    return this.erasure.erase(em, memberId, keepContent);
  }
}
