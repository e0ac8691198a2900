import { Injectable } from '@nestjs/common';
import { type AuthoredPostRow, type MemberPostRow } from './ports/persistence.js';
import { CommunityAdminQueries } from '../adapters/persistence/community-admin.queries.js';

export type { AuthoredPostRow, MemberPostRow };

/**
 * What the admin module reads of the community (STYLE.md section 3): per-member
 * activity for a page of members in one call, a member's recent posts, and the
 * posts' author ids so identity can say which authors no longer exist.
 */
@Injectable()
export class CommunityAdminApi {
  constructor(private readonly queries: CommunityAdminQueries) {}

  activityCounts(memberIds: readonly string[]): Promise<Map<string, { posts: number; comments: number }>> {
    return this.queries.activityCounts(memberIds);
  }

  recentPostsOf(memberId: string, limit = 5): Promise<MemberPostRow[]> {
    return this.queries.recentPostsOf(memberId, limit);
  }

  postAuthorIds(): Promise<string[]> {
    return this.queries.distinctAuthorIds();
  }

  postsByAuthors(authorIds: readonly string[], limit = 100): Promise<AuthoredPostRow[]> {
    return this.queries.postsByAuthors(authorIds, limit);
  }

  countPostsByAuthors(authorIds: readonly string[]): Promise<number> {
    return this.queries.countPostsByAuthors(authorIds);
  }

  recentPosts(limit = 5): Promise<AuthoredPostRow[]> {
    return this.queries.recentPosts(limit);
  }
}
