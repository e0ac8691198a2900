import { ReadPart } from '../../../../../shared/pg-pool/index.js';
import type { MemberCourseRow } from '../../application/learning.rows.js';

/**
 * A member's enrolments, newest first (at most 100), each with its course and the member's
 * completed and the course's active lessons, as a part of a composed read (ADR 0080);
 * `shape` turns the rows into the caller's answer. JSON carries the timestamps as ISO text. A course
 * hidden by its reports is left out: the profile shows it to whoever opens the page, and an
 * administrators' course has no author but them (ADR 0103).
 */
export function memberCoursesPart<T>(memberId: string, shape: (rows: MemberCourseRow[]) => T): ReadPart<T> {
  return ReadPart.of((json) => shape(json as MemberCourseRow[]))`
    select coalesce(json_agg(json_build_object(
             'course_id', r.course_id, 'title', r.title, 'cover_image', r.cover_image, 'language', r.language,
             'level', r.level, 'enrolled_at', r.enrolled_at, 'completed_at', r.completed_at,
             'completed_lessons', r.completed_lessons, 'total_lessons', r.total_lessons) order by r.enrolled_at desc), '[]')
    from (select c.id as course_id, c.title, c.cover_image, c.language, c.level, e.enrolled_at, e.completed_at,
            (select count(*)::int from lesson_progress p join course_lesson l on l.id = p.lesson_id
               where p.course_id = c.id and p.member_id = e.member_id and p.is_completed and l.is_active) as completed_lessons,
            (select count(*)::int from course_lesson l where l.course_id = c.id and l.is_active) as total_lessons
          from course_enrollment e join course c on c.id = e.course_id
          where e.member_id = ${memberId}::uuid and c.hidden_at is null order by e.enrolled_at desc limit 100) r`;
}

/**
 * Whether the member ever finished a lesson, as a part of a composed read (ADR 0080): the
 * dashboard's first lesson shows until then (ADR 0128). A progress write enrols the member first
 * (`LearningService`), so the member's enrolments lead to their progress through both indexes.
 */
export function lessonFinishedPart(memberId: string): ReadPart<boolean> {
  return ReadPart.of((json) => json === true)`
    select to_json(exists (
      select 1 from course_enrollment e
      join lesson_progress p on p.course_id = e.course_id and p.member_id = e.member_id and p.is_completed
      where e.member_id = ${memberId}::uuid))`;
}
