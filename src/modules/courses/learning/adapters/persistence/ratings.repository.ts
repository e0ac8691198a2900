import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { lockFor } from '../../../../../shared/transactions.js';
import type { RatingRow } from '../../application/learning.rows.js';

@Injectable()
export class RatingsRepository {
  async lockRatings(em: EntityManager, courseId: string): Promise<void> {
    await lockFor(em, `course-ratings:${courseId}`);
  }

  async upsertRating(
    em: EntityManager,
    r: { id: string; courseId: string; memberId: string; rating: number; review: string | null; at: Date },
  ): Promise<boolean> {
    const [row] = await em.execute<{ inserted: boolean }[]>(
      `insert into course_rating (course_id, member_id, id, rating, review, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (course_id, member_id) do update set rating = excluded.rating, review = excluded.review, updated_at = excluded.updated_at
       returning (xmax = 0) as inserted`,
      [r.courseId, r.memberId, r.id, r.rating, r.review, r.at, r.at],
    );
    return row.inserted;
  }

  async refreshAverage(em: EntityManager, courseId: string): Promise<number> {
    const [row] = await em.execute<{ rating: string }[]>(
      `update course set rating = coalesce((select round(avg(rating)::numeric, 2) from course_rating where course_id = ?), 0)
       where id = ? returning rating`,
      [courseId, courseId],
    );
    return Number(row?.rating ?? 0);
  }

  async ratingsPage(em: EntityManager, courseId: string, memberId: string | null, limit: number): Promise<{ rows: RatingRow[]; own: RatingRow | null }> {
    const rows = await em.execute<(RatingRow & { own: boolean })[]>(
      `select * from (
         (select id, member_id, rating, review, created_at, updated_at, false as own from course_rating where course_id = ?
          order by updated_at desc, id desc limit ?)
         union all
         (select id, member_id, rating, review, created_at, updated_at, true as own from course_rating
          where course_id = ? and member_id = ?::uuid)
       ) r order by own, updated_at desc, id desc`,
      [courseId, limit, courseId, memberId],
    );
    const strip = ({ own: _own, ...row }: RatingRow & { own: boolean }): RatingRow => row;
    const own = rows.find((r) => r.own);
    return { rows: rows.filter((r) => !r.own).map(strip), own: own ? strip(own) : null };
  }
}
