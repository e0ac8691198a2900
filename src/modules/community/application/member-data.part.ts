import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberDataRegistry, type MemberDataPart, type Names, type ReferencedIds } from '../../../shared/member-data/index.js';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { eraseComments, eraseLikes } from '../../../shared/engagement/index.js';
import { communityMemberDataNames, communityMemberDataPart } from '../adapters/persistence/member-data.queries.js';
import { CommunityErasureRepository } from '../adapters/persistence/community-erasure.repository.js';
import { COMMENT_LIKES, POST_COMMENTS, POST_LIKES } from '../adapters/persistence/community.tables.js';

/** Community's share of a member's data (ADR 0106, ADR 0108), registered once. */
@Injectable()
export class CommunityMemberData implements MemberDataPart {
  readonly module = 'community';

  constructor(
    private readonly erasure: CommunityErasureRepository,
    registry: MemberDataRegistry,
  ) {
    registry.register(this);
  }

  /** What the member wrote and liked. */
  export(memberId: string): ReadPart<RowLists> {
    return communityMemberDataPart(memberId);
  }

  /** Posts and their comments by the post's title. */
  names(ids: ReferencedIds): ReadPart<Names> {
    return communityMemberDataNames(ids);
  }

  /**
   * Likes taken back from their counters, comments and posts kept under "Membro removido" or
   * deleted (the posts' comment totals follow).
   */
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    await eraseLikes(em, POST_LIKES, memberId);
    await eraseLikes(em, COMMENT_LIKES, memberId);
    await eraseComments(em, POST_COMMENTS, memberId, keepContent);
    await this.erasure.erase(em, memberId, keepContent);
  }
}
