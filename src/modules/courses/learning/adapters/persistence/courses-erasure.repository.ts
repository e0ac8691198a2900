import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../../../shared/engagement/index.js';

/**
 * Courses' own part of an account's erasure (ADR 0108), after the likes and comments the
 * engagement kernel erases: enrolments, progress, quiz answers, downloads and ratings go
 * (each course's enrolment count and rating follow); uploaded courses stay under
 * "Membro removido" or are deleted with everything in them, as the member chose.
 */
@Injectable()
export class CoursesErasureRepository {
  async erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void> {
    await em.execute(
      `update course c set enrollment_count = greatest(c.enrollment_count - 1, 0)
        where c.id in (select course_id from course_enrollment where member_id = ?)`,
      [memberId],
    );
    for (const table of ['course_enrollment', 'lesson_progress', 'lesson_quiz_attempt', 'lesson_quiz_solved', 'course_download']) {
      await em.execute(`delete from ${table} where member_id = ?`, [memberId]);
    }
    const rated = await em.execute<{ course_id: string }[]>('delete from course_rating where member_id = ? returning course_id', [memberId]);
    if (rated.length > 0) {
      await em.execute(
        `update course c set rating = coalesce((select round(avg(r.rating)::numeric, 2) from course_rating r where r.course_id = c.id), 0)
          where c.id in (?)`,
        [rated.map((row) => row.course_id)],
      );
    }
    if (keepContent) await em.execute('update course set uploaded_by = ? where uploaded_by = ?', [REMOVED_MEMBER_ID, memberId]);
    else await em.execute('delete from course where uploaded_by = ?', [memberId]);
  }
}
