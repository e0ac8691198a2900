import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../../shared/errors/index.js';
import { EventPublisher } from '../../../../shared/events/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { ADMINISTRATOR } from '../../../../shared/moderation/index.js';
import { Clock } from '../../../../shared/time/index.js';
import { placeAt, validateLesson, validateModule, type LessonInput, type ModuleInput } from '../domain/content.js';
import { recordAdminAction } from '../../catalogue/application/admin-actions.js';
import { CatalogueService, type Viewer } from '../../catalogue/application/catalogue.service.js';
import { CourseNotFoundError } from '../../catalogue/application/courses.errors.js';
import { CourseHasNoContentError, LessonNotFoundError, ModuleNotFoundError } from './learning.errors.js';
import { CoursesRepository } from '../../catalogue/application/ports/persistence.js';
import type { LessonRow, ModuleRow } from './learning.rows.js';
import { CourseContentRepository } from '../adapters/persistence/content.repository.js';

/** A lesson as the course page and the admin screens show it: the row's own shape. */
export type LessonView = LessonRow;

export interface ModuleView {
  id: string;
  title: string;
  description: string | null;
  is_locked: boolean;
  module_order: number;
  lessons: LessonView[];
}

/** The lesson's own columns, from a wider row (a lesson with its access data). */
export const toLessonView = (l: LessonRow): LessonView => ({
  id: l.id,
  module_id: l.module_id,
  course_id: l.course_id,
  title: l.title,
  description: l.description,
  youtube_video_id: l.youtube_video_id,
  duration_seconds: l.duration_seconds,
  xp_reward: l.xp_reward,
  material_url: l.material_url,
  material_description: l.material_description,
  lesson_order: l.lesson_order,
  is_active: l.is_active,
  is_free: l.is_free,
});

export function toModuleViews(modules: ModuleRow[], lessons: LessonRow[]): ModuleView[] {
  const byModule = new Map<string, LessonView[]>();
  for (const l of lessons) {
    const list = byModule.get(l.module_id) ?? [];
    list.push(l);
    byModule.set(l.module_id, list);
  }
  return modules.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    is_locked: m.is_locked,
    module_order: m.module_order,
    lessons: byModule.get(m.id) ?? [],
  }));
}

/**
 * Administrators build their courses from modules and lessons (spec: admin
 * sections 2, 5 and 7; ADR 0031). Every write takes the course's content lock,
 * so orders stay dense (1..n) and unique with two administrators at once, and
 * the course's lesson count and duration change in the same transaction, as
 * does the action's announcement to the audit log (ADR 0037).
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly em: EntityManager,
    private readonly courses: CoursesRepository,
    private readonly content: CourseContentRepository,
    private readonly catalogue: CatalogueService,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
  ) {}

  /** Modules in order with their lessons in order; learners see only active lessons. */
  async modules(viewer: Viewer, courseId: string): Promise<ModuleView[]> {
    await this.catalogue.assertVisible(viewer, courseId);
    const { modules, lessons } = await this.content.contentOf(this.em.fork(), courseId, viewer.isAdmin === true);
    return toModuleViews(modules, lessons);
  }

  async createModule(adminEmail: string, courseId: string, input: ModuleInput): Promise<ModuleView> {
    const m = validOrThrow(validateModule(input));
    const id = randomUUID();
    await this.inCourse(courseId, async (em) => {
      const ids = await this.content.moduleIds(em, courseId);
      await this.content.insertModule(em, { ...m, id, courseId, order: ids.length + 1, at: this.clock.now() });
      if (m.order !== null) await this.content.setModuleOrders(em, placeAt([...ids, id], id, m.order));
      recordAdminAction(this.events, em, { adminEmail, action: 'module_created', targetType: 'course_module', targetId: id, targetLabel: m.title });
    });
    return this.moduleView(courseId, id);
  }

  async updateModule(adminEmail: string, courseId: string, moduleId: string, input: ModuleInput): Promise<ModuleView> {
    const m = validOrThrow(validateModule(input));
    await this.inCourse(courseId, async (em) => {
      if (!isUuid(moduleId) || !(await this.content.updateModule(em, courseId, moduleId, m, this.clock.now()))) throw new ModuleNotFoundError();
      await this.content.setModuleOrders(em, placeAt(await this.content.moduleIds(em, courseId), moduleId, m.order));
      recordAdminAction(this.events, em, { adminEmail, action: 'module_updated', targetType: 'course_module', targetId: moduleId, targetLabel: m.title });
    });
    return this.moduleView(courseId, moduleId);
  }

  /** Deletes the module and its lessons; the others close the gap. */
  async deleteModule(adminEmail: string, courseId: string, moduleId: string): Promise<void> {
    await this.inCourse(courseId, async (em) => {
      if (!isUuid(moduleId) || !(await this.content.deleteModule(em, courseId, moduleId))) throw new ModuleNotFoundError();
      await this.content.setModuleOrders(em, await this.content.moduleIds(em, courseId));
      await this.content.refreshCourseTotals(em, courseId);
      recordAdminAction(this.events, em, { adminEmail, action: 'module_deleted', targetType: 'course_module', targetId: moduleId });
    });
  }

  async createLesson(adminEmail: string, courseId: string, input: LessonInput): Promise<LessonView> {
    const l = validOrThrow(validateLesson(input));
    const id = randomUUID();
    await this.inCourse(courseId, async (em) => {
      const ids = await this.moduleLessons(em, courseId, l.moduleId);
      await this.content.insertLesson(em, { ...l, id, courseId, order: ids.length + 1, at: this.clock.now() });
      if (l.order !== null) await this.content.setLessonOrders(em, placeAt([...ids, id], id, l.order));
      await this.content.refreshCourseTotals(em, courseId);
      recordAdminAction(this.events, em, { adminEmail, action: 'lesson_created', targetType: 'course_lesson', targetId: id, targetLabel: l.title });
    });
    return this.lessonView(courseId, id);
  }

  /** Edits a lesson; it may move to another module of the course or to another position. */
  async updateLesson(adminEmail: string, courseId: string, lessonId: string, input: LessonInput): Promise<LessonView> {
    const l = validOrThrow(validateLesson(input));
    await this.inCourse(courseId, async (em) => {
      const from = isUuid(lessonId) ? await this.content.lessonModule(em, courseId, lessonId) : null;
      if (!from) throw new LessonNotFoundError();
      const target = await this.moduleLessons(em, courseId, l.moduleId);
      await this.content.updateLesson(em, lessonId, l, this.clock.now());
      const moved = from !== l.moduleId;
      await this.content.setLessonOrders(em, placeAt(target, lessonId, moved && l.order === null ? target.length + 1 : l.order));
      if (moved) await this.content.setLessonOrders(em, await this.content.lessonIds(em, from));
      await this.content.refreshCourseTotals(em, courseId);
      recordAdminAction(this.events, em, { adminEmail, action: 'lesson_updated', targetType: 'course_lesson', targetId: lessonId, targetLabel: l.title });
    });
    return this.lessonView(courseId, lessonId);
  }

  async deleteLesson(adminEmail: string, courseId: string, lessonId: string): Promise<void> {
    await this.inCourse(courseId, async (em) => {
      const moduleId = isUuid(lessonId) ? await this.content.lessonModule(em, courseId, lessonId) : null;
      if (!moduleId || !(await this.content.deleteLesson(em, courseId, lessonId))) throw new LessonNotFoundError();
      await this.content.setLessonOrders(em, await this.content.lessonIds(em, moduleId));
      await this.content.refreshCourseTotals(em, courseId);
      recordAdminAction(this.events, em, { adminEmail, action: 'lesson_deleted', targetType: 'course_lesson', targetId: lessonId });
    });
  }


  /** Runs a content write under the course's lock, after checking the course takes content. */
  private async inCourse(courseId: string, write: (em: EntityManager) => Promise<void>): Promise<void> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const course = await this.courses.courseState(em, courseId, ADMINISTRATOR);
      if (!course) throw new CourseNotFoundError();
      if (course.origin !== 'admin') throw new CourseHasNoContentError();
      await this.content.lockContent(em, courseId);
      await write(em);
    });
  }

  /** The lesson ids of a module of this course, or 404 for a module elsewhere. */
  private async moduleLessons(em: EntityManager, courseId: string, moduleId: string): Promise<string[]> {
    if (!isUuid(moduleId) || !(await this.content.moduleIds(em, courseId)).includes(moduleId)) throw new ModuleNotFoundError();
    return this.content.lessonIds(em, moduleId);
  }

  private async moduleView(courseId: string, moduleId: string): Promise<ModuleView> {
    const { modules, lessons } = await this.content.contentOf(this.em.fork(), courseId, true);
    const found = toModuleViews(modules, lessons).find((m) => m.id === moduleId);
    if (!found) throw new ModuleNotFoundError();
    return found;
  }

  private async lessonView(courseId: string, lessonId: string): Promise<LessonView> {
    const { lessons } = await this.content.contentOf(this.em.fork(), courseId, true);
    const found = lessons.find((l) => l.id === lessonId);
    if (!found) throw new LessonNotFoundError();
    return toLessonView(found);
  }
}
