import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { correctionsMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { CorrectionsErasureRepository } from '../adapters/persistence/corrections-erasure.repository.js';

/** Corrections' share of a member's data (ADR 0106, ADR 0108, ADR 0133), registered once. */
@Injectable()
export class CorrectionsMemberData implements MemberDataPart {
  readonly module = 'corrections';

  constructor(
    private readonly erasure: CorrectionsErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** Their texts, the corrections they gave and received, their replies. */
  export(memberId: string): ReadPart<RowLists> {
    return correctionsMemberDataPart(memberId);
  }

  /** Replies, corrections and texts kept under "Membro removido" or deleted, counters kept right. */
  erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    return this.erasure.erase(em, memberId, keepContent);
  }
}
