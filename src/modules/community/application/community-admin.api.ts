import { Injectable } from '@nestjs/common';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { type AuthoredPostRow, type MemberPostRow } from './ports/persistence.js';
import { CommunityAdminQueries } from '../adapters/persistence/community-admin.queries.js';
import { flaggableTable, type FlagTargets } from '../../../shared/moderation/index.js';
import { FLAGGABLE_POST_COMMENTS, FLAGGABLE_POSTS } from '../adapters/persistence/community.tables.js';
import { ModerationService } from './moderation.service.js';

export type { AuthoredPostRow, MemberPostRow };

/**
 * What the admin module reads of the community (docs/architecture.md, How modules talk): per-member
 * activity for a page of members in one call, a member's recent posts, and the
 * posts' author ids so identity can say which authors no longer exist. Each read
 * is a part the admin module runs with other modules' parts in one statement (ADR 0080).
 */
@Injectable()
export class CommunityAdminApi {
  constructor(
    private readonly queries: CommunityAdminQueries,
    private readonly moderation: ModerationService,
  ) {}

  /**
   * Posts and post comments members may report; removal is the review's own deletion, audited by
   * it. The author hears of it once, from the reports' decision, which says why: not also from
   * the deletion's own notice.
   */
  flagTargets(): Record<'post' | 'post_comment', FlagTargets> {
    const quietly = { notifyAuthor: false };
    return {
      post: flaggableTable(FLAGGABLE_POSTS, (admin, id, reason) => this.moderation.deletePost(admin, id, reason, quietly)),
      post_comment: flaggableTable(FLAGGABLE_POST_COMMENTS, (admin, id, reason) => this.moderation.deleteComment(admin, id, reason, quietly)),
    };
  }

  activityCounts(memberIds: readonly string[]): ReadPart<Map<string, { posts: number; comments: number }>> {
    return this.queries.activityCounts(memberIds);
  }

  recentPostsOf(memberId: string, limit = 5): ReadPart<MemberPostRow[]> {
    return this.queries.recentPostsOf(memberId, limit);
  }

  postAuthorIds(): ReadPart<string[]> {
    return this.queries.distinctAuthorIds();
  }

  /** Posts of the authors another module's part answers (e.g. identity's missing members): how many, and the newest `limit`. */
  postsByAuthors(authorIds: ReadPart<string[]>, limit = 100): ReadPart<{ count: number; posts: AuthoredPostRow[] }> {
    return this.queries.postsByAuthors(authorIds, limit);
  }

  countPostsByAuthors(authorIds: ReadPart<string[]>): ReadPart<number> {
    return this.queries.countPostsByAuthors(authorIds);
  }

  recentPosts(limit = 5): ReadPart<AuthoredPostRow[]> {
    return this.queries.recentPosts(limit);
  }
}
