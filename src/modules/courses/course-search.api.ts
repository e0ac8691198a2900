import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../shared/moderation/index.js';
import { searchPageOf, segmentsOf, type SearchKey, type SearchPage, type SearchSegment } from '../../shared/search/index.js';
import { CourseSearchQueries } from './catalogue/adapters/persistence/course-search.queries.js';

/** A course the search found, with what matched marked in its title and extract. */
export interface CourseSearchResult {
  id: string;
  language: string;
  level: string;
  coverImage: string | null;
  title: SearchSegment[];
  extract: SearchSegment[];
}

/** The catalogue's part of the search composed above the modules (ADR 0130). */
@Injectable()
export class CourseSearchApi {
  constructor(private readonly queries: CourseSearchQueries) {}

  /** Courses the catalogue shows the viewer that match `tsquery` (from `searchQueryText`), best first, from `after`. */
  async searchCourses(viewer: Viewer, tsquery: string, after?: SearchKey): Promise<SearchPage<CourseSearchResult>> {
    const rows = await this.queries.searchCourses(viewer, tsquery, after);
    return searchPageOf(rows, (row) => ({
      id: row.id,
      language: row.language,
      level: row.level,
      coverImage: row.cover_image,
      title: segmentsOf(row.title),
      extract: segmentsOf(row.extract),
    }));
  }
}
