import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../../../../shared/time/index.js';
import { type CourseReportFigures, type PopularCourseRow, type RecentCompletionRow, type RecentEnrollmentRow } from '../../application/ports/persistence.js';

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The courses' share of the administrators' reports (ADR 0033). */
@Injectable()
export class CourseReportsQueries {
  constructor(private readonly em: EntityManager) {}

  async figures(): Promise<CourseReportFigures> {
    const [row] = await this.em.fork().execute<Record<string, string | number | null>[]>(
      `select (select count(*) from course)::int as courses,
              (select count(*) from course_lesson where is_active)::int as lessons,
              (select count(*) from course_enrollment)::int as enrollments,
              (select count(*) from course_rating)::int as ratings,
              p.completed, p.average_completion, p.study_seconds
         from (select count(*) filter (where is_completed)::int as completed,
                      avg(completion_percentage)::float8 as average_completion,
                      coalesce(sum(watch_time_seconds), 0)::float8 as study_seconds
                 from lesson_progress) p`,
    );
    return {
      totalCourses: Number(row.courses),
      totalLessons: Number(row.lessons),
      totalEnrollments: Number(row.enrollments),
      totalRatings: Number(row.ratings),
      lessonsCompleted: Number(row.completed),
      averageLessonCompletion: num(row.average_completion),
      studySeconds: Math.round(Number(row.study_seconds)),
    };
  }

  /**
   * Ordered by the enrolment counter (kept equal to the rows in the enrolling
   * transaction), so only the ten chosen courses' enrolments and ratings are read.
   */
  async popularCourses(limit: number): Promise<PopularCourseRow[]> {
    const rows = await this.em.fork().execute<
      { id: string; title: string; language: string; enrolled: number; completed: number; average_rating: number | null }[]
    >(
      `select c.id, c.title, c.language, e.enrolled, e.completed, r.average_rating
         from (select id, title, language, enrollment_count, created_at from course where origin = 'admin'
                order by enrollment_count desc, created_at desc, id limit ?) c
         cross join lateral (select count(*)::int as enrolled,
                                    count(*) filter (where completed_at is not null)::int as completed
                               from course_enrollment where course_id = c.id) e
         cross join lateral (select avg(rating)::float8 as average_rating from course_rating where course_id = c.id) r
        order by c.enrollment_count desc, c.created_at desc, c.id`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      language: r.language,
      enrollments: Number(r.enrolled),
      completedEnrollments: Number(r.completed),
      averageRating: num(r.average_rating),
    }));
  }

  async recentEnrollments(limit: number): Promise<RecentEnrollmentRow[]> {
    const rows = await this.em.fork().execute<{ course_id: string; title: string; member_id: string; enrolled_at: string | Date }[]>(
      `select e.course_id, c.title, e.member_id, e.enrolled_at
         from (select course_id, member_id, enrolled_at from course_enrollment
                order by enrolled_at desc, course_id desc, member_id desc limit ?) e
         join course c on c.id = e.course_id
        order by e.enrolled_at desc, e.course_id desc, e.member_id desc`,
      [limit],
    );
    return rows.map((r) => ({ courseId: r.course_id, courseTitle: r.title, memberId: r.member_id, enrolledAt: toDate(r.enrolled_at) }));
  }

  async recentCompletions(limit: number): Promise<RecentCompletionRow[]> {
    const rows = await this.em.fork().execute<
      { lesson_title: string; course_title: string; member_id: string; completed_at: string | Date }[]
    >(
      `select l.title as lesson_title, c.title as course_title, p.member_id, p.completed_at
         from (select lesson_id, member_id, completed_at from lesson_progress where is_completed
                order by completed_at desc, lesson_id desc, member_id desc limit ?) p
         join course_lesson l on l.id = p.lesson_id
         join course c on c.id = l.course_id
        order by p.completed_at desc, p.lesson_id desc, p.member_id desc`,
      [limit],
    );
    return rows.map((r) => ({
      lessonTitle: r.lesson_title,
      courseTitle: r.course_title,
      memberId: r.member_id,
      completedAt: toDate(r.completed_at),
    }));
  }

  async enrolledMemberIds(): Promise<string[]> {
    const rows = await this.em.fork().execute<{ member_id: string }[]>('select distinct member_id from course_enrollment');
    return rows.map((r) => r.member_id);
  }

  async countEnrollmentsOf(memberIds: readonly string[]): Promise<number> {
    if (memberIds.length === 0) return 0;
    const [row] = await this.em.fork().execute<{ total: number }[]>(
      'select count(*)::int as total from course_enrollment where member_id = any(?::uuid[])',
      [`{${[...new Set(memberIds)].join(',')}}`],
    );
    return Number(row.total);
  }
}
