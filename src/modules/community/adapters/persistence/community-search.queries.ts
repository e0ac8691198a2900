import { Injectable } from '@nestjs/common';
import { shownToViewer, viewerParams, type Viewer } from '../../../../shared/moderation/index.js';
import { PgPool } from '../../../../shared/pg-pool/index.js';
import {
  HEADLINE_EXTRACT, HEADLINE_WHOLE, SEARCH_PAGE_SIZE, headlineSql, tsQuerySql, type SearchKey,
} from '../../../../shared/search/index.js';
import { authorNotBlockedSql } from '../../../identity/index.js';

/** A post the search found, its title and extract still carrying ts_headline's marks. */
export interface PostSearchRow {
  id: string;
  status: 'pending' | 'approved';
  created_at: string;
  /** ts_rank as PostgreSQL prints a real: read back exactly by `$n::real`. */
  rank: string;
  title: string;
  extract: string;
}

/** The query as an expression of the statement, not a CTE: only then may the planner put it in the index condition. */
const QUERY = tsQuerySql('$1');

/**
 * `$1` the tsquery text, `$2` the viewer, `$3` whether an administrator, `$4`/`$5` the last
 * rank and id of the previous page (null on the first). The GIN index on `search_vector` finds
 * the matches (ADR 0130); what the reader may see is the feed's rule: published, or their own
 * awaiting approval (every post for administrators), not hidden by its reports unless theirs
 * (ADR 0103), no author they block (ADR 0101). Titles and extracts are marked for the page only.
 */
export const SEARCH_POSTS = `
  with page as (
    select p.id, p.status, p.created_at, p.title, p.content, ts_rank(p.search_vector, ${QUERY}) as rank
    from post p
    where p.search_vector @@ ${QUERY}
      and (p.status = 'approved' or p.author_id = $2::uuid or $3::boolean)
      and ${shownToViewer('p', 'author_id', ['$2', '$3'])}
      and ${authorNotBlockedSql('$2', 'p.author_id')}
      and ($4::real is null or (ts_rank(p.search_vector, ${QUERY}), p.id) < ($4::real, $5::uuid))
    order by rank desc, p.id desc
    limit ${SEARCH_PAGE_SIZE + 1}
  )
  select page.id, page.status, page.created_at, page.rank::text as rank,
         ${headlineSql('page.title', QUERY, HEADLINE_WHOLE)} as title,
         ${headlineSql('page.content', QUERY, HEADLINE_EXTRACT)} as extract
  from page
  order by page.rank desc, page.id desc`;

/** The community's search over posts (ADR 0130). */
@Injectable()
export class CommunitySearchQueries {
  constructor(private readonly db: PgPool) {}

  /** One page of the posts matching `tsquery`, best first, and one more when there is a next page. */
  searchPosts(viewer: Viewer, tsquery: string, after: SearchKey | undefined): Promise<PostSearchRow[]> {
    return this.db.prepared<PostSearchRow>('community_search_posts', SEARCH_POSTS, [
      tsquery,
      ...viewerParams(viewer),
      after?.rank ?? null,
      after?.id ?? null,
    ]);
  }
}
