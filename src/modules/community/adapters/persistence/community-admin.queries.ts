import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AuthoredPostRow, type MemberPostRow } from '../../application/ports/persistence.js';

/** Community reads for the administrators' member list, details and debug page. */
@Injectable()
export class CommunityAdminQueries {
  constructor(private readonly em: EntityManager) {}

  /** Posts and comments per member, for one page of members in two queries. */
  async activityCounts(memberIds: readonly string[]): Promise<Map<string, { posts: number; comments: number }>> {
    const unique = [...new Set(memberIds)];
    const counts = new Map(unique.map((id) => [id, { posts: 0, comments: 0 }]));
    if (unique.length === 0) return counts;
    const em = this.em.fork();
    const [posts, comments] = await Promise.all([
      em.execute<{ author_id: string; total: string }[]>(
        'select author_id, count(*) as total from post where author_id in (?) group by author_id',
        [unique],
      ),
      em.execute<{ author_id: string; total: string }[]>(
        'select author_id, count(*) as total from post_comment where author_id in (?) group by author_id',
        [unique],
      ),
    ]);
    for (const row of posts) counts.get(row.author_id)!.posts = Number(row.total);
    for (const row of comments) counts.get(row.author_id)!.comments = Number(row.total);
    return counts;
  }

  async recentPostsOf(memberId: string, limit: number): Promise<MemberPostRow[]> {
    const rows = await this.em.fork().execute<
      { id: string; title: string; content: string; created_at: string | Date; likes_count: number; comments_count: number }[]
    >(
      `select id, title, content, created_at, likes_count, comments_count from post
       where author_id = ? order by created_at desc, id desc limit ?`,
      [memberId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      createdAt: new Date(r.created_at),
      likes: Number(r.likes_count),
      commentsCount: Number(r.comments_count),
    }));
  }

  async distinctAuthorIds(): Promise<string[]> {
    const rows = await this.em.fork().execute<{ author_id: string }[]>('select distinct author_id from post');
    return rows.map((r) => r.author_id);
  }

  async postsByAuthors(authorIds: readonly string[], limit: number): Promise<AuthoredPostRow[]> {
    if (authorIds.length === 0) return [];
    const rows = await this.em.fork().execute<RawAuthored[]>(
      `select id, title, author_id, status = 'approved' as is_approved, created_at from post
       where author_id in (?) order by created_at desc, id desc limit ?`,
      [[...authorIds], limit],
    );
    return rows.map(toAuthored);
  }

  async countPostsByAuthors(authorIds: readonly string[]): Promise<number> {
    if (authorIds.length === 0) return 0;
    const [row] = await this.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from post where author_id in (?)', [[...authorIds]]);
    return Number(row.total);
  }

  async recentPosts(limit: number): Promise<AuthoredPostRow[]> {
    const rows = await this.em.fork().execute<RawAuthored[]>(
      `select id, title, author_id, status = 'approved' as is_approved, created_at from post
       order by created_at desc, id desc limit ?`,
      [limit],
    );
    return rows.map(toAuthored);
  }
}

type RawAuthored = { id: string; title: string; author_id: string; is_approved: boolean; created_at: string | Date };

function toAuthored(r: RawAuthored): AuthoredPostRow {
  return { id: r.id, title: r.title, authorId: r.author_id, isApproved: r.is_approved, createdAt: new Date(r.created_at) };
}
