import { Injectable } from '@nestjs/common';
import { shownToViewer, viewerParams, type Viewer } from '../../../../../shared/moderation/index.js';
import { PgPool } from '../../../../../shared/pg-pool/index.js';
import {
  HEADLINE_EXTRACT, HEADLINE_WHOLE, SEARCH_PAGE_SIZE, headlineSql, tsQuerySql, type SearchKey,
} from '../../../../../shared/search/index.js';
import { authorNotBlockedSql } from '../../../../identity/index.js';

/** A course the search found, its title and extract still carrying ts_headline's marks. */
export interface CourseSearchRow {
  id: string;
  language: string;
  level: string;
  cover_image: string | null;
  /** ts_rank as PostgreSQL prints a real: read back exactly by `$n::real`. */
  rank: string;
  title: string;
  extract: string;
}

/** The query as an expression of the statement, not a CTE: only then may the planner put it in the index condition. */
const QUERY = tsQuerySql('$1');

/**
 * `$1` the tsquery text, `$2` the viewer (null for guests), `$3` whether an administrator,
 * `$4`/`$5` the last rank and id of the previous page. The catalogue's own rule of what a reader
 * sees: approved and published, not hidden by its reports unless theirs (ADR 0103), no uploader
 * they block (ADR 0101). The GIN index on `search_vector` finds the matches (ADR 0130).
 */
export const SEARCH_COURSES = `
  with page as (
    select c.id, c.language, c.level, c.cover_image, c.title, c.description, ts_rank(c.search_vector, ${QUERY}) as rank
    from course c
    where c.search_vector @@ ${QUERY}
      and c.approval_status = 'approved' and c.is_published
      and ${shownToViewer('c', 'uploaded_by', ['$2', '$3'])}
      and ${authorNotBlockedSql('$2', 'c.uploaded_by')}
      and ($4::real is null or (ts_rank(c.search_vector, ${QUERY}), c.id) < ($4::real, $5::uuid))
    order by rank desc, c.id desc
    limit ${SEARCH_PAGE_SIZE + 1}
  )
  select page.id, page.language, page.level, page.cover_image, page.rank::text as rank,
         ${headlineSql('page.title', QUERY, HEADLINE_WHOLE)} as title,
         ${headlineSql('page.description', QUERY, HEADLINE_EXTRACT)} as extract
  from page
  order by page.rank desc, page.id desc`;

/** The catalogue's search over courses (ADR 0130). */
@Injectable()
export class CourseSearchQueries {
  constructor(private readonly db: PgPool) {}

  /** One page of the courses matching `tsquery`, best first, and one more when there is a next page. */
  searchCourses(viewer: Viewer, tsquery: string, after: SearchKey | undefined): Promise<CourseSearchRow[]> {
    return this.db.prepared<CourseSearchRow>('courses_search_courses', SEARCH_COURSES, [
      tsquery,
      ...viewerParams(viewer),
      after?.rank ?? null,
      after?.id ?? null,
    ]);
  }
}
