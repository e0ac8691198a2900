import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { lockFor } from '../../../../../shared/transactions.js';
import { RatingsRepository, type RatingRow } from '../../application/ports/persistence.js';

@Injectable()
export class PgRatingsRepository extends RatingsRepository {
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

  async ratingsOf(em: EntityManager, courseId: string, limit: number): Promise<RatingRow[]> {
    return em.execute<RatingRow[]>(
      `select id, member_id, rating, review, created_at, updated_at from course_rating where course_id = ?
       order by updated_at desc, id desc limit ?`,
      [courseId, limit],
    );
  }

  async ratingOf(em: EntityManager, courseId: string, memberId: string): Promise<RatingRow | null> {
    const [row] = await em.execute<RatingRow[]>(
      'select id, member_id, rating, review, created_at, updated_at from course_rating where course_id = ? and member_id = ?',
      [courseId, memberId],
    );
    return row ?? null;
  }
}
