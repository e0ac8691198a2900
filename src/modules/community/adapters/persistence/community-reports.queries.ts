import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The community's share of the administrators' reports (ADR 0033). */
@Injectable()
export class CommunityReportsQueries {
  constructor(private readonly em: EntityManager) {}

  /** Every post that exists (a rejected one is deleted): the review queue's and the published. */
  async figures(weekStartsAt: Date, monthStartsAt: Date) {
    const [row] = await this.em.fork().execute<Record<string, number>[]>(
      `select count(*)::int as total,
              count(*) filter (where created_at >= ?)::int as week,
              count(*) filter (where created_at >= ?)::int as month,
              count(*) filter (where status = 'pending')::int as pending
         from post`,
      [weekStartsAt, monthStartsAt],
    );
    return {
      totalPosts: Number(row.total),
      postsSinceWeekStart: Number(row.week),
      postsSinceMonthStart: Number(row.month),
      pendingPosts: Number(row.pending),
    };
  }

  async topAuthors(limit: number): Promise<{ authorId: string; posts: number; likes: number }[]> {
    const rows = await this.em.fork().execute<{ author_id: string; posts: number; likes: string | number }[]>(
      `select author_id, count(*)::int as posts, coalesce(sum(likes_count), 0)::bigint as likes
         from post where status = 'approved'
        group by author_id order by posts desc, likes desc, author_id limit ?`,
      [limit],
    );
    return rows.map((r) => ({ authorId: r.author_id, posts: Number(r.posts), likes: Number(r.likes) }));
  }
}
