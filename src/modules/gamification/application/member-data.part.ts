import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { gamificationMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { GamificationErasureRepository } from '../adapters/persistence/gamification-erasure.repository.js';

/** Gamification's share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class GamificationMemberData implements MemberDataPart {
  readonly module = 'gamification';

  constructor(
    private readonly erasure: GamificationErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** Progress, every ledger entry, daily XP, badges, levels reached and weekly scores. */
  export(memberId: string): ReadPart<RowLists> {
    return gamificationMemberDataPart(memberId);
  }

  /** XP ledger, totals, weekly scores, streak, badges and caps; the ranking follows. */
  erase(em: EntityManager, memberId: string): Promise<void> {
    return this.erasure.erase(em, memberId);
  }
}
