import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../../shared/moderation/index.js';
import { searchPageOf, segmentsOf, type SearchKey, type SearchPage, type SearchSegment } from '../../../shared/search/index.js';
import { CommunitySearchQueries } from '../adapters/persistence/community-search.queries.js';

/** A post the search found, with what matched marked in its title and extract. */
export interface PostSearchResult {
  id: string;
  /** `pending` only for its author and administrators. */
  status: 'pending' | 'approved';
  createdAt: string;
  title: SearchSegment[];
  extract: SearchSegment[];
}

/** The community's part of the search composed above the modules (ADR 0130). */
@Injectable()
export class CommunitySearchApi {
  constructor(private readonly queries: CommunitySearchQueries) {}

  /** Posts the viewer may read that match `tsquery` (from `searchQueryText`), best first, from `after`. */
  async searchPosts(viewer: Viewer, tsquery: string, after?: SearchKey): Promise<SearchPage<PostSearchResult>> {
    const rows = await this.queries.searchPosts(viewer, tsquery, after);
    return searchPageOf(rows, (row) => ({
      id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      title: segmentsOf(row.title),
      extract: segmentsOf(row.extract),
    }));
  }
}
