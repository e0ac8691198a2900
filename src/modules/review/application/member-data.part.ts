import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { reviewMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { ReviewErasureRepository } from '../adapters/persistence/review-erasure.repository.js';

/** The review deck's share of a member's data (ADR 0106, ADR 0108, ADR 0139), registered once. */
@Injectable()
export class ReviewMemberData implements MemberDataPart {
  readonly module = 'review';

  constructor(
    private readonly erasure: ReviewErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** Their cards, their answers and their settings. */
  export(memberId: string): ReadPart<RowLists> {
    return reviewMemberDataPart(memberId);
  }

  /** The deck, its log and the settings, deleted (there is nothing of it another member reads). */
  erase(em: EntityManager, memberId: string): Promise<void> {
    return this.erasure.erase(em, memberId);
  }
}
