import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { type AuthoredPostRow, type MemberPostRow } from '../../application/ports/persistence.js';

/** Ids as one `uuid[]` parameter: anything but a uuid names no member. */
const uuids = (ids: readonly string[]): string[] => [...new Set(ids)].filter((id) => isUuid(id));

/**
 * Community reads for the administrators' member list, details, debug page and reports,
 * as parts the admin module runs with other modules' parts in one statement (ADR 0080).
 */
@Injectable()
export class CommunityAdminQueries {
  /** Posts and comments per member, for one page of members. */
  activityCounts(memberIds: readonly string[]): ReadPart<Map<string, { posts: number; comments: number }>> {
    const ids = uuids(memberIds);
    return ReadPart.of((json) => {
      const found = json as { posts: Record<string, number>; comments: Record<string, number> };
      return new Map(
        [...new Set(memberIds)].map((id) => [id, { posts: Number(found.posts[id] ?? 0), comments: Number(found.comments[id] ?? 0) }]),
      );
    })`select json_build_object(
              'posts', (select coalesce(json_object_agg(p.author_id, p.total), '{}')
                          from (select author_id, count(*) as total from post
                                 where author_id = any(${ids}::uuid[]) group by author_id) p),
              'comments', (select coalesce(json_object_agg(c.author_id, c.total), '{}')
                             from (select author_id, count(*) as total from post_comment
                                    where author_id = any(${ids}::uuid[]) group by author_id) c))`;
  }

  recentPostsOf(memberId: string, limit: number): ReadPart<MemberPostRow[]> {
    return ReadPart.of((json) =>
      (json as { id: string; title: string; content: string; created_at: string; likes_count: number; comments_count: number }[]).map(
        (r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          createdAt: new Date(r.created_at),
          likes: Number(r.likes_count),
          commentsCount: Number(r.comments_count),
        }),
      ),
    )`select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]')
        from (select id, title, content, created_at, likes_count, comments_count from post
               where author_id = ${memberId}::uuid order by created_at desc, id desc limit ${limit}::int) p`;
  }

  distinctAuthorIds(): ReadPart<string[]> {
    return ReadPart.of((json) => json as string[])`
      select coalesce(json_agg(a.author_id), '[]') from (select distinct author_id from post) a`;
  }

  /** Posts of the authors another module's part answers (ADR 0080): how many, and the newest `limit`. */
  postsByAuthors(authorIds: ReadPart<string[]>, limit: number): ReadPart<{ count: number; posts: AuthoredPostRow[] }> {
    return ReadPart.of((json) => {
      const found = json as { count: number; posts: RawAuthored[] };
      return { count: Number(found.count), posts: found.posts.map(toAuthored) };
    })`with authors as (select value::uuid as id from json_array_elements_text(${authorIds}::json))
       select json_build_object(
              'count', (select count(*) from post where author_id in (select id from authors)),
              'posts', (select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]')
                          from (select id, title, author_id, status = 'approved' as is_approved, created_at from post
                                 where author_id in (select id from authors)
                                 order by created_at desc, id desc limit ${limit}::int) p))`;
  }

  /** How many posts the authors another module's part answers have (ADR 0080). */
  countPostsByAuthors(authorIds: ReadPart<string[]>): ReadPart<number> {
    return ReadPart.of((json) => Number(json))`
      select to_json(count(*)) from post
       where author_id in (select value::uuid from json_array_elements_text(${authorIds}::json))`;
  }

  recentPosts(limit: number): ReadPart<AuthoredPostRow[]> {
    return ReadPart.of((json) => (json as RawAuthored[]).map(toAuthored))`
      select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]')
        from (select id, title, author_id, status = 'approved' as is_approved, created_at from post
               order by created_at desc, id desc limit ${limit}::int) p`;
  }
}

type RawAuthored = { id: string; title: string; author_id: string; is_approved: boolean; created_at: string };

function toAuthored(r: RawAuthored): AuthoredPostRow {
  return { id: r.id, title: r.title, authorId: r.author_id, isApproved: r.is_approved, createdAt: new Date(r.created_at) };
}
