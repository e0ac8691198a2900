import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import type { CommunityReportFigures } from '../../application/ports/persistence.js';

/** The community's share of the administrators' reports (ADR 0033), as parts of one statement (ADR 0080). */
@Injectable()
export class CommunityReportsQueries {
  /** Every post that exists (a rejected one is deleted): the review queue's and the published. */
  figures(weekStartsAt: Date, monthStartsAt: Date): ReadPart<CommunityReportFigures> {
    return ReadPart.of((json) => json as CommunityReportFigures)`select json_build_object(
              'totalPosts', count(*),
              'postsSinceWeekStart', count(*) filter (where created_at >= ${weekStartsAt}::timestamptz),
              'postsSinceMonthStart', count(*) filter (where created_at >= ${monthStartsAt}::timestamptz),
              'pendingPosts', count(*) filter (where status = 'pending'))
         from post`;
  }

  topAuthors(limit: number): ReadPart<{ authorId: string; posts: number; likes: number }[]> {
    return ReadPart.of((json) => json as { authorId: string; posts: number; likes: number }[])`
      select coalesce(json_agg(json_build_object('authorId', a.author_id, 'posts', a.posts, 'likes', a.likes)
                                 order by a.posts desc, a.likes desc, a.author_id), '[]')
        from (select author_id, count(*) as posts, coalesce(sum(likes_count), 0)::bigint as likes
                from post where status = 'approved'
               group by author_id order by posts desc, likes desc, author_id limit ${limit}::int) a`;
  }
}
