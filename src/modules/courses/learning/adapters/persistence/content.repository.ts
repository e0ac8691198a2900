import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { lockFor } from '../../../../../shared/transactions.js';
import type { LessonRow, LessonWrite, ModuleRow, ModuleWrite } from '../../application/learning.rows.js';

const LESSON_COLUMNS = `l.id, l.module_id, l.course_id, l.title, l.description, l.youtube_video_id, l.duration_seconds, l.xp_reward,
  l.material_url, l.material_description, l.lesson_order, l.is_active, l.is_free`;

/** Deletes a module or lesson of the course; true when it was there. */
async function deleteOfCourse(em: EntityManager, table: 'course_module' | 'course_lesson', courseId: string, id: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(`delete from ${table} where id = ? and course_id = ? returning id`, [id, courseId]);
  return rows.length > 0;
}

/** Gives the rows `ids` the orders 1..n, in that order, writing only the rows that move (ADR 0031). */
async function renumber(em: EntityManager, table: 'course_module' | 'course_lesson', column: 'module_order' | 'lesson_order', ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await em.execute(
    `update ${table} t set ${column} = v.ord from unnest(string_to_array(?, ',')::uuid[]) with ordinality as v(id, ord)
     where t.id = v.id and t.${column} <> v.ord`,
    [ids.join(',')],
  );
}

/** A lesson's content columns, in the order both the insert and the update name them (title … material_description). */
function lessonContent(l: LessonWrite): unknown[] {
  return [l.title, l.description, l.youtubeVideoId, l.durationSeconds, l.xpReward, l.materialUrl, l.materialDescription];
}

@Injectable()
export class CourseContentRepository {
  async lockContent(em: EntityManager, courseId: string): Promise<void> {
    await lockFor(em, `course-content:${courseId}`);
  }

  async moduleIds(em: EntityManager, courseId: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from course_module where course_id = ? order by module_order, created_at, id',
      [courseId],
    );
    return rows.map((r) => r.id);
  }

  async insertModule(em: EntityManager, m: ModuleWrite & { id: string; courseId: string; order: number; at: Date }): Promise<void> {
    await em.execute(
      `insert into course_module (id, course_id, title, description, is_locked, module_order, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [m.id, m.courseId, m.title, m.description, m.isLocked, m.order, m.at, m.at],
    );
  }

  async updateModule(em: EntityManager, courseId: string, moduleId: string, m: ModuleWrite, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'update course_module set title = ?, description = ?, is_locked = ?, updated_at = ? where id = ? and course_id = ? returning id',
      [m.title, m.description, m.isLocked, at, moduleId, courseId],
    );
    return rows.length > 0;
  }

  deleteModule(em: EntityManager, courseId: string, moduleId: string): Promise<boolean> {
    return deleteOfCourse(em, 'course_module', courseId, moduleId);
  }

  setModuleOrders(em: EntityManager, ids: string[]): Promise<void> {
    return renumber(em, 'course_module', 'module_order', ids);
  }

  async lessonIds(em: EntityManager, moduleId: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from course_lesson where module_id = ? order by lesson_order, created_at, id',
      [moduleId],
    );
    return rows.map((r) => r.id);
  }

  async lessonModule(em: EntityManager, courseId: string, lessonId: string): Promise<string | null> {
    const [row] = await em.execute<{ module_id: string }[]>('select module_id from course_lesson where id = ? and course_id = ?', [
      lessonId,
      courseId,
    ]);
    return row?.module_id ?? null;
  }

  async insertLesson(em: EntityManager, l: LessonWrite & { id: string; courseId: string; order: number; at: Date }): Promise<void> {
    await em.execute(
      `insert into course_lesson (id, module_id, course_id, title, description, youtube_video_id, duration_seconds, xp_reward,
         material_url, material_description, lesson_order, is_active, is_free, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [l.id, l.moduleId, l.courseId, ...lessonContent(l), l.order, l.isActive, l.isFree, l.at, l.at],
    );
  }

  async updateLesson(em: EntityManager, lessonId: string, l: LessonWrite, at: Date): Promise<void> {
    await em.execute(
      `update course_lesson set module_id = ?, title = ?, description = ?, youtube_video_id = ?, duration_seconds = ?, xp_reward = ?,
         material_url = ?, material_description = ?, is_active = ?, is_free = ?, updated_at = ? where id = ?`,
      [l.moduleId, ...lessonContent(l), l.isActive, l.isFree, at, lessonId],
    );
  }

  deleteLesson(em: EntityManager, courseId: string, lessonId: string): Promise<boolean> {
    return deleteOfCourse(em, 'course_lesson', courseId, lessonId);
  }

  setLessonOrders(em: EntityManager, ids: string[]): Promise<void> {
    return renumber(em, 'course_lesson', 'lesson_order', ids);
  }

  async refreshCourseTotals(em: EntityManager, courseId: string): Promise<void> {
    await em.execute(
      `update course c set total_lessons = t.n, total_duration_seconds = t.seconds
       from (select count(*)::int as n, coalesce(sum(duration_seconds), 0)::int as seconds
             from course_lesson where course_id = ? and is_active) t
       where c.id = ?`,
      [courseId, courseId],
    );
  }

  /**
   * Modules with their lessons in one round trip (ADR 0079): one row per lesson, or one
   * lesson-less row for a module without any; `lesson_rank` keeps the lessons' own order.
   */
  async contentOf(em: EntityManager, courseId: string, withInactive: boolean): Promise<{ modules: ModuleRow[]; lessons: LessonRow[] }> {
    const rows = await em.execute<
      (LessonRow & {
        m_id: string;
        m_course_id: string;
        m_title: string;
        m_description: string | null;
        m_is_locked: boolean;
        m_module_order: number;
        lesson_rank: string | null;
      })[]
    >(
      `select m.id as m_id, m.course_id as m_course_id, m.title as m_title, m.description as m_description,
              m.is_locked as m_is_locked, m.module_order as m_module_order, ${LESSON_COLUMNS},
              (select count(*)::int from lesson_quiz_question q where q.lesson_id = l.id) as quiz_questions,
              case when l.id is null then null
                   else row_number() over (partition by l.id is null order by m.module_order, l.lesson_order, l.created_at, l.id) end
                as lesson_rank
       from course_module m left join course_lesson l on l.module_id = m.id and l.course_id = ?${withInactive ? '' : ' and l.is_active'}
       where m.course_id = ?
       order by m.module_order, m.created_at, m.id`,
      [courseId, courseId],
    );
    const modules: ModuleRow[] = [];
    const lessons: (LessonRow & { rank: number })[] = [];
    for (const { m_id, m_course_id, m_title, m_description, m_is_locked, m_module_order, lesson_rank, ...lesson } of rows) {
      if (modules.at(-1)?.id !== m_id) {
        modules.push({ id: m_id, course_id: m_course_id, title: m_title, description: m_description, is_locked: m_is_locked, module_order: m_module_order } as ModuleRow);
      }
      if (lesson_rank !== null) lessons.push({ ...(lesson as LessonRow), rank: Number(lesson_rank) });
    }
    lessons.sort((a, b) => a.rank - b.rank);
    return { modules, lessons: lessons.map(({ rank: _rank, ...lesson }) => lesson as LessonRow) };
  }
}
