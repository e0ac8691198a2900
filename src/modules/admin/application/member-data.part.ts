import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { adminMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { AccountErasureRepository } from '../adapters/persistence/account-erasure.repository.js';

/** Admin's share of a member's data (ADR 0106, ADR 0108), registered once like every module's. */
@Injectable()
export class AdminMemberData implements MemberDataPart {
  readonly module = 'admin';

  constructor(
    private readonly erasures: AccountErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** The reports the member made (ADR 0103), without who else reported nor what administrators noted. */
  export(memberId: string): ReadPart<RowLists> {
    return adminMemberDataPart(memberId);
  }

  /** Ban history and XP grants go; reports the member made go; the audit log forgets their name and the reasons. */
  erase(em: EntityManager, memberId: string): Promise<void> {
    return this.erasures.eraseOwn(em, memberId);
  }
}
