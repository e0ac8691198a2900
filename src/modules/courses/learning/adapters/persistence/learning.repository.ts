import { Injectable } from '@nestjs/common';
import { shownToViewer, viewerParams, type Viewer } from '../../../../../shared/moderation/index.js';
import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { LessonCommentRow, CourseProgressCounts, LessonAccessRow, LessonPageRow, LessonProgressRow, ProgressWrite } from '../../application/learning.rows.js';
import { authorNotBlockedSql } from '../../../../identity/index.js';

const PROGRESS_COLUMNS =
  'intervals, last_position_seconds, last_report_at, watch_time_seconds, completion_percentage, is_completed';

const LESSON_ACCESS = `select l.id, l.module_id, l.course_id, l.title, l.description, l.youtube_video_id, l.duration_seconds, l.xp_reward,
    l.material_url, l.material_description, l.lesson_order, l.is_active, l.is_free,
    m.title as module_title, m.is_locked, c.origin as course_origin, c.title as course_title, c.instructor_name,
    c.instructor_picture, c.approval_status, c.is_published, c.hidden_at is not null as course_hidden
  from course_lesson l join course_module m on m.id = l.module_id join course c on c.id = l.course_id`;

/**
 * `lessonAccess(member, a) === 'open'` (domain/lesson-access.ts) over the columns of `LESSON_ACCESS`
 * as `a`: the lesson page is one statement (ADR 0079) whose update of an enrolled member's last
 * lesson runs only for a lesson they may open, so the rule is written here once more, in SQL.
 * courses.int-spec.ts holds the two to the same answer on every combination of the facts.
 */
const OPENS_FOR_MEMBER = `(a.course_origin = 'admin' and a.approval_status = 'approved' and a.is_published
                           and not a.course_hidden and a.is_active and (not a.is_locked or a.is_free))`;

@Injectable()
export class LearningRepository {
  async lessonAccess(em: EntityManager, courseId: string, lessonId: string): Promise<LessonAccessRow | null> {
    const [row] = await em.execute<LessonAccessRow[]>(`${LESSON_ACCESS} where l.id = ? and l.course_id = ?`, [lessonId, courseId]);
    return row ?? null;
  }

  async lessonById(em: EntityManager, lessonId: string): Promise<LessonAccessRow | null> {
    const [row] = await em.execute<LessonAccessRow[]>(`${LESSON_ACCESS} where l.id = ?`, [lessonId]);
    return row ?? null;
  }

  async lessonPage(em: EntityManager, courseId: string, lessonId: string, memberId: string, isAdmin: boolean): Promise<LessonPageRow | null> {
    const [row] = await em.execute<
      (LessonAccessRow & LessonProgressRow & {
        to_enrol: boolean;
        has_progress: boolean;
        prev_id: string | null;
        prev_title: string | null;
        prev_is_locked: boolean | null;
        prev_is_free: boolean | null;
        next_id: string | null;
        next_title: string | null;
        next_is_locked: boolean | null;
        next_is_free: boolean | null;
      })[]
    >(
      `with a as (${LESSON_ACCESS} where l.id = ? and l.course_id = ?),
       open as (select a.course_id from a where ?::boolean or ${OPENS_FOR_MEMBER}),
       e as (update course_enrollment set last_lesson_id = ?::uuid
             where course_id = (select course_id from open) and member_id = ?::uuid returning member_id),
       nav as (select l.id, lag(l.id) over w as prev_id, lag(l.title) over w as prev_title,
                      lag(m.is_locked) over w as prev_is_locked, lag(l.is_free) over w as prev_is_free,
                      lead(l.id) over w as next_id, lead(l.title) over w as next_title,
                      lead(m.is_locked) over w as next_is_locked, lead(l.is_free) over w as next_is_free
               from course_lesson l join course_module m on m.id = l.module_id
               where l.course_id = ? and l.is_active
               window w as (order by m.module_order, l.lesson_order, l.created_at, l.id))
       select a.*, exists (select 1 from open) and not exists (select 1 from e) as to_enrol, p.lesson_id is not null as has_progress,
              ${PROGRESS_COLUMNS.split(', ').map((c) => `p.${c}`).join(', ')},
              n.prev_id, n.prev_title, n.prev_is_locked, n.prev_is_free, n.next_id, n.next_title, n.next_is_locked, n.next_is_free
       from a left join lesson_progress p on p.lesson_id = a.id and p.member_id = ?
              left join nav n on n.id = a.id`,
      [lessonId, courseId, isAdmin, lessonId, memberId, courseId, memberId],
    );
    if (!row) return null;
    const {
      to_enrol, has_progress, prev_id, prev_title, prev_is_locked, prev_is_free, next_id, next_title, next_is_locked, next_is_free,
      intervals, last_position_seconds, last_report_at, watch_time_seconds, completion_percentage, is_completed,
      ...lesson
    } = row;
    return {
      lesson,
      progress: has_progress ? { intervals, last_position_seconds, last_report_at, watch_time_seconds, completion_percentage, is_completed } : null,
      toEnrol: to_enrol,
      previousLesson: prev_id !== null && prev_title !== null ? { id: prev_id, title: prev_title, is_locked: prev_is_locked === true, is_free: prev_is_free === true } : null,
      nextLesson: next_id !== null && next_title !== null ? { id: next_id, title: next_title, is_locked: next_is_locked === true, is_free: next_is_free === true } : null,
    };
  }

  async enrollCounted(em: EntityManager, courseId: string, memberId: string, lessonId: string, at: Date): Promise<boolean> {
    // The `course` row is written only when the enrolment is new: its statement trigger (ADR 0070)
    // fires for this statement whether a row changed or not, and this runs only on a first visit.
    return em.execute(
      `with e as (insert into course_enrollment (course_id, member_id, enrolled_at, last_lesson_id) values (?, ?, ?, ?)
                  on conflict (course_id, member_id) do update set last_lesson_id = excluded.last_lesson_id
                  returning course_id, (xmax = 0) as enrolled)
       update course set enrollment_count = enrollment_count + 1 where id in (select course_id from e where enrolled)`,
      [courseId, memberId, at, lessonId],
    ).then(
      () => true,
      (error: unknown) => {
        // The course or the lesson was deleted between the page's statement and this one.
        if (error instanceof ForeignKeyConstraintViolationException) return false;
        throw error;
      },
    );
  }

  async enroll(em: EntityManager, courseId: string, memberId: string, lessonId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ member_id: string }[]>(
      `insert into course_enrollment (course_id, member_id, enrolled_at, last_lesson_id) values (?, ?, ?, ?)
       on conflict (course_id, member_id) do nothing returning member_id`,
      [courseId, memberId, at, lessonId],
    );
    if (rows.length === 0) {
      await em.execute('update course_enrollment set last_lesson_id = ? where course_id = ? and member_id = ?', [lessonId, courseId, memberId]);
      return false;
    }
    await em.execute('update course set enrollment_count = enrollment_count + 1 where id = ?', [courseId]);
    return true;
  }

  async progressForUpdate(em: EntityManager, courseId: string, lessonId: string, memberId: string, at: Date): Promise<LessonProgressRow> {
    await em.execute(
      `insert into lesson_progress (lesson_id, member_id, course_id, intervals, last_position_seconds, last_report_at, watch_time_seconds,
         completion_percentage, is_completed, updated_at)
       values (?, ?, ?, '[]'::jsonb, 0, null, 0, 0, false, ?) on conflict (lesson_id, member_id) do nothing`,
      [lessonId, memberId, courseId, at],
    );
    const [row] = await em.execute<LessonProgressRow[]>(
      `select ${PROGRESS_COLUMNS} from lesson_progress where lesson_id = ? and member_id = ? for update`,
      [lessonId, memberId],
    );
    return row;
  }

  async progressOf(em: EntityManager, lessonId: string, memberId: string): Promise<LessonProgressRow | null> {
    const [row] = await em.execute<LessonProgressRow[]>(`select ${PROGRESS_COLUMNS} from lesson_progress where lesson_id = ? and member_id = ?`, [
      lessonId,
      memberId,
    ]);
    return row ?? null;
  }

  async saveProgress(em: EntityManager, lessonId: string, memberId: string, p: ProgressWrite, at: Date): Promise<void> {
    await em.execute(
      `update lesson_progress set intervals = ?::jsonb, last_position_seconds = ?, last_report_at = ?, watch_time_seconds = ?,
         completion_percentage = greatest(completion_percentage, ?), updated_at = ?
       where lesson_id = ? and member_id = ?`,
      [JSON.stringify(p.intervals), p.lastPositionSeconds, p.lastReportAt, p.watchTimeSeconds, p.completionPercentage, at, lessonId, memberId],
    );
  }

  async markCompleted(em: EntityManager, lessonId: string, memberId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ lesson_id: string }[]>(
      `update lesson_progress set is_completed = true, completed_at = ?, updated_at = ?
       where lesson_id = ? and member_id = ? and not is_completed returning lesson_id`,
      [at, at, lessonId, memberId],
    );
    return rows.length > 0;
  }

  async adoptDuration(em: EntityManager, lessonId: string, durationSeconds: number): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('update course_lesson set duration_seconds = ? where id = ? and duration_seconds = 0 returning id', [
      durationSeconds,
      lessonId,
    ]);
    return rows.length > 0;
  }

  async progressCounts(em: EntityManager, courseId: string, memberId: string): Promise<CourseProgressCounts> {
    const [row] = await em.execute<{ enrolled: boolean; completed: number; total: number }[]>(
      `select exists (select 1 from course_enrollment e where e.course_id = ? and e.member_id = ?) as enrolled,
         (select count(*)::int from lesson_progress p join course_lesson l on l.id = p.lesson_id
            where p.course_id = ? and p.member_id = ? and p.is_completed and l.is_active) as completed,
         (select count(*)::int from course_lesson l where l.course_id = ? and l.is_active) as total`,
      [courseId, memberId, courseId, memberId, courseId],
    );
    return { enrolled: row.enrolled, completedLessons: row.completed, totalLessons: row.total };
  }

  async completeEnrollment(em: EntityManager, courseId: string, memberId: string, at: Date): Promise<boolean> {
    const rows = await em.execute<{ member_id: string }[]>(
      'update course_enrollment set completed_at = ? where course_id = ? and member_id = ? and completed_at is null returning member_id',
      [at, courseId, memberId],
    );
    return rows.length > 0;
  }

  /**
   * The lesson's comments the viewer may see (hidden ones only by their author and administrators,
   * ADR 0103), oldest first, but those of authors the viewer blocks (ADR 0101).
   */
  async lessonComments(em: EntityManager, lessonId: string, viewer: Viewer, limit: number): Promise<LessonCommentRow[]> {
    return em.execute<LessonCommentRow[]>(
      `select m.id, m.lesson_id, m.course_id, m.author_id, m.content, m.likes_count, m.created_at,
         exists (select 1 from lesson_comment_like l where l.comment_id = m.id and l.member_id = ? and l.liked) as is_liked_by_user
       from lesson_comment m where m.lesson_id = ? and ${shownToViewer('m')} and ${authorNotBlockedSql('?', 'm.author_id')}
       order by m.created_at asc, m.id asc limit ?`,
      [viewer.memberId, lessonId, ...viewerParams(viewer), viewer.memberId, limit],
    );
  }

  /** Deletes a lesson comment (its likes go with it); null when there is none. */
  async deleteLessonComment(em: EntityManager, commentId: string): Promise<{ course_id: string; author_id: string; content: string } | null> {
    const [row] = await em.execute<{ course_id: string; author_id: string; content: string }[]>(
      'delete from lesson_comment where id = ? returning course_id, author_id, content',
      [commentId],
    );
    return row ?? null;
  }

  /** The comment, key-share locked; null unless the viewer may reach it and its course (hidden by their reports, ADR 0103). */
  async lessonCommentState(em: EntityManager, commentId: string, viewer: Viewer): Promise<{ lesson_id: string; course_id: string; likes_count: number } | null> {
    const [row] = await em.execute<{ lesson_id: string; course_id: string; likes_count: number }[]>(
      `select m.lesson_id, m.course_id, m.likes_count from lesson_comment m join course c on c.id = m.course_id
       where m.id = ? and ${shownToViewer('m')} and ${shownToViewer('c', 'uploaded_by')} for key share of m`,
      [commentId, ...viewerParams(viewer), ...viewerParams(viewer)],
    );
    return row ?? null;
  }
}
