import { Injectable } from '@nestjs/common';
import { toDate } from '../../../../../shared/time/index.js';
import { ReadPart } from '../../../../../shared/pg-pool/index.js';
import type { CourseReportFigures, PopularCourseRow, RecentCompletionRow, RecentEnrollmentRow } from '../../application/learning.rows.js';

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The courses' share of the administrators' reports (ADR 0033), its figures and lists as parts of one statement (ADR 0080). */
@Injectable()
export class CourseReportsQueries {
  figures(): ReadPart<CourseReportFigures> {
    return ReadPart.of((json) => {
      const row = json as Record<string, number | null>;
      return {
        totalCourses: Number(row.courses),
        totalLessons: Number(row.lessons),
        totalEnrollments: Number(row.enrollments),
        totalRatings: Number(row.ratings),
        lessonsCompleted: Number(row.completed),
        averageLessonCompletion: num(row.average_completion),
        studySeconds: Math.round(Number(row.study_seconds)),
      };
    })`select json_build_object(
              'courses', (select count(*) from course),
              'lessons', (select count(*) from course_lesson where is_active),
              'enrollments', (select count(*) from course_enrollment),
              'ratings', (select count(*) from course_rating),
              'completed', p.completed, 'average_completion', p.average_completion, 'study_seconds', p.study_seconds)
         from (select count(*) filter (where is_completed) as completed,
                      avg(completion_percentage)::float8 as average_completion,
                      coalesce(sum(watch_time_seconds), 0)::float8 as study_seconds
                 from lesson_progress) p`;
  }

  /**
   * Ordered by the enrolment counter (kept equal to the rows in the enrolling
   * transaction), so only the ten chosen courses' enrolments and ratings are read.
   */
  popularCourses(limit: number): ReadPart<PopularCourseRow[]> {
    return ReadPart.of((json) => json as PopularCourseRow[])`
      select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'language', c.language, 'enrollments', e.enrolled,
                                                 'completedEnrollments', e.completed, 'averageRating', r.average_rating)
                                 order by c.enrollment_count desc, c.created_at desc, c.id), '[]')
         from (select id, title, language, enrollment_count, created_at from course where origin = 'admin'
                order by enrollment_count desc, created_at desc, id limit ${limit}::int) c
         cross join lateral (select count(*) as enrolled,
                                    count(*) filter (where completed_at is not null) as completed
                               from course_enrollment where course_id = c.id) e
         cross join lateral (select avg(rating)::float8 as average_rating from course_rating where course_id = c.id) r`;
  }

  recentEnrollments(limit: number): ReadPart<RecentEnrollmentRow[]> {
    return ReadPart.of((json) =>
      (json as { course_id: string; title: string; member_id: string; enrolled_at: string }[]).map((r) => ({
        courseId: r.course_id,
        courseTitle: r.title,
        memberId: r.member_id,
        enrolledAt: toDate(r.enrolled_at),
      })),
    )`select coalesce(json_agg(json_build_object('course_id', e.course_id, 'title', c.title, 'member_id', e.member_id,
                                                 'enrolled_at', e.enrolled_at)
                                 order by e.enrolled_at desc, e.course_id desc, e.member_id desc), '[]')
         from (select course_id, member_id, enrolled_at from course_enrollment
                order by enrolled_at desc, course_id desc, member_id desc limit ${limit}::int) e
         join course c on c.id = e.course_id`;
  }

  recentCompletions(limit: number): ReadPart<RecentCompletionRow[]> {
    return ReadPart.of((json) =>
      (json as { lesson_title: string; course_title: string; member_id: string; completed_at: string }[]).map((r) => ({
        lessonTitle: r.lesson_title,
        courseTitle: r.course_title,
        memberId: r.member_id,
        completedAt: toDate(r.completed_at),
      })),
    )`select coalesce(json_agg(json_build_object('lesson_title', l.title, 'course_title', c.title, 'member_id', p.member_id,
                                                 'completed_at', p.completed_at)
                                 order by p.completed_at desc, p.lesson_id desc, p.member_id desc), '[]')
         from (select lesson_id, member_id, completed_at from lesson_progress where is_completed
                order by completed_at desc, lesson_id desc, member_id desc limit ${limit}::int) p
         join course_lesson l on l.id = p.lesson_id
         join course c on c.id = l.course_id`;
  }

  enrolledMemberIds(): ReadPart<string[]> {
    return ReadPart.of((json) => json as string[])`
      select coalesce(json_agg(e.member_id), '[]') from (select distinct member_id from course_enrollment) e`;
  }

  /** Enrolments of the members another module's part answers (ADR 0080). */
  countEnrollmentsOf(memberIds: ReadPart<string[]>): ReadPart<number> {
    return ReadPart.of((json) => Number(json))`
      select to_json(count(*)) from course_enrollment
       where member_id in (select value::uuid from json_array_elements_text(${memberIds}::json))`;
  }
}
