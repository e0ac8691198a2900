import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../../shared/events/index.js';
import { IdentityApi } from '../../../identity/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { Clock } from '../../../../shared/time/index.js';
import { lockFor } from '../../../../shared/transactions.js';
import { LESSON_DURATION_MAX } from '../domain/content.js';
import { overallProgress } from '../domain/rating.js';
import { COMPLETION_PERCENTAGE, completionPercentage, recordReport, type WatchState } from '../domain/watch-progress.js';
import { toLessonView, type LessonView } from './content.service.js';
import { LessonNotFoundError, openedLesson } from './learning.errors.js';
import type { LessonAccessRow, LessonProgressRow, NeighbourLessonRow } from './learning.rows.js';
import { lessonAccess } from '../domain/lesson-access.js';
import { LearningRepository } from '../adapters/persistence/learning.repository.js';
import { CourseContentRepository } from '../adapters/persistence/content.repository.js';
import { toDate } from '../../../../shared/time/index.js';

export interface Learner {
  memberId: string;
  isAdmin: boolean;
}

export interface ProgressView {
  lastPositionSeconds: number;
  completionPercentage: number;
  watchTimeSeconds: number;
  isCompleted: boolean;
}

export interface LessonPageView {
  lesson: LessonView & { module_title: string };
  course: { id: string; title: string; instructor_name: string | null; instructor_picture: string | null };
  progress: ProgressView;
  navigation: { previousLesson: LessonLinkView | null; nextLesson: LessonLinkView | null };
}

export interface CompletionResult {
  xpGained: number;
  firstTimeCompleted: boolean;
  courseCompleted: boolean;
}

export interface CourseProgressView {
  isEnrolled: boolean;
  completedLessons: number;
  totalLessons: number;
  overallProgress: number;
}

export interface ProgressReport {
  lessonId: string;
  courseId: string;
  lastPositionSeconds: number;
  /** What the player says the video lasts; adopted only when the lesson's duration is unknown (0). */
  durationSeconds?: number | null;
}

/** A link to the lesson before or after; `locked` when this member would meet its lock there. */
export interface LessonLinkView {
  id: string;
  title: string;
  locked: boolean;
}

/** The neighbour shares the page's course, so its access is the one rule over the course's facts and its own. */
function linkTo(learner: Learner, lesson: LessonAccessRow, neighbour: NeighbourLessonRow | null): LessonLinkView | null {
  if (!neighbour) return null;
  const access = lessonAccess(learner, { ...lesson, is_active: true, is_locked: neighbour.is_locked, is_free: neighbour.is_free });
  return { id: neighbour.id, title: neighbour.title, locked: access === 'locked' };
}

const toProgressView = (row: LessonProgressRow | null): ProgressView => ({
  lastPositionSeconds: Math.floor(row?.last_position_seconds ?? 0),
  completionPercentage: row?.completion_percentage ?? 0,
  watchTimeSeconds: Math.floor(row?.watch_time_seconds ?? 0),
  isCompleted: row?.is_completed ?? false,
});

/**
 * Members learning from administrators' courses (issue 11; ADR 0032): opening
 * a lesson enrols, the server judges watched time from wall-clock reports, and
 * completion (the lesson's XP, then the course's +100) happens once.
 */
@Injectable()
export class LearningService {
  constructor(
    private readonly em: EntityManager,
    private readonly learning: LearningRepository,
    private readonly content: CourseContentRepository,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
  ) {}

  async lessonPage(learner: Learner, courseId: string, lessonId: string): Promise<LessonPageView> {
    if (!isUuid(courseId) || !isUuid(lessonId)) throw new LessonNotFoundError();
    // One statement reads the page and notes an enrolled member's last lesson (ADR 0079); a first
    // visit adds a second that enrols and counts the enrolment together.
    const em = this.em.fork();
    const page = await this.learning.lessonPage(em, courseId, lessonId, learner.memberId, learner.isAdmin === true);
    const lesson = openedLesson(learner, page?.lesson ?? null);
    if (page!.toEnrol && !(await this.learning.enrollCounted(em, courseId, learner.memberId, lessonId, this.clock.now()))) {
      throw new LessonNotFoundError();
    }
    return {
      lesson: { ...toLessonView(lesson), module_title: lesson.module_title },
      course: { id: courseId, title: lesson.course_title, instructor_name: lesson.instructor_name, instructor_picture: lesson.instructor_picture },
      progress: toProgressView(page!.progress),
      navigation: { previousLesson: linkTo(learner, lesson, page!.previousLesson), nextLesson: linkTo(learner, lesson, page!.nextLesson) },
    };
  }

  /**
   * A progress report from the player. Only the position and the time between
   * reports count: the client's percentage and completion are never read.
   * Reaching 90 % completes the lesson (as the button does).
   */
  async reportProgress(learner: Learner, report: ProgressReport): Promise<ProgressView & CompletionResult> {
    const { courseId, lessonId } = report;
    return this.em.fork().transactional(async (em) => {
      const { lesson, now } = await this.enterLesson(em, learner, courseId, lessonId);
      let duration = lesson.duration_seconds;
      const reported = report.durationSeconds ?? 0;
      if (duration === 0 && Number.isFinite(reported) && reported > 0 && reported <= LESSON_DURATION_MAX) {
        if (await this.learning.adoptDuration(em, lessonId, Math.round(reported))) {
          duration = Math.round(reported);
          await this.content.refreshCourseTotals(em, courseId);
        }
      }
      const row = await this.learning.progressForUpdate(em, courseId, lessonId, learner.memberId, now);
      const state: WatchState = {
        intervals: row.intervals,
        lastPositionSeconds: Number(row.last_position_seconds),
        lastReportAt: toDate(row.last_report_at),
        watchTimeSeconds: Number(row.watch_time_seconds),
      };
      const position = Math.min(Math.max(0, report.lastPositionSeconds), duration > 0 ? duration : LESSON_DURATION_MAX);
      const next = recordReport(state, position, now);
      const percentage = Math.max(row.completion_percentage, completionPercentage(next.intervals, duration));
      await this.learning.saveProgress(
        em,
        lessonId,
        learner.memberId,
        { intervals: next.intervals, lastPositionSeconds: next.lastPositionSeconds, lastReportAt: now, watchTimeSeconds: next.watchTimeSeconds, completionPercentage: percentage },
        now,
      );
      let completion: CompletionResult = { xpGained: 0, firstTimeCompleted: false, courseCompleted: false };
      if (percentage >= COMPLETION_PERCENTAGE) completion = await this.complete(em, learner.memberId, lesson, now);
      return {
        lastPositionSeconds: Math.floor(next.lastPositionSeconds),
        completionPercentage: percentage,
        watchTimeSeconds: Math.floor(next.watchTimeSeconds),
        isCompleted: row.is_completed || completion.firstTimeCompleted,
        ...completion,
      };
    });
  }

  /** Marcar como assistido, or the video's end: the lesson's XP the first time only. */
  async completeLesson(learner: Learner, courseId: string, lessonId: string): Promise<CompletionResult> {
    return this.em.fork().transactional(async (em) => {
      const { lesson, now } = await this.enterLesson(em, learner, courseId, lessonId);
      await this.learning.progressForUpdate(em, courseId, lessonId, learner.memberId, now);
      return this.complete(em, learner.memberId, lesson, now);
    });
  }

  async courseProgress(memberId: string, courseId: string): Promise<CourseProgressView> {
    if (!isUuid(courseId)) return { isEnrolled: false, completedLessons: 0, totalLessons: 0, overallProgress: 0 };
    const counts = await this.learning.progressCounts(this.em.fork(), courseId, memberId);
    return {
      isEnrolled: counts.enrolled,
      completedLessons: counts.completedLessons,
      totalLessons: counts.totalLessons,
      overallProgress: overallProgress(counts.completedLessons, counts.totalLessons),
    };
  }

  /** Inside the member's course-progress lock: lesson once, then the course once when every active lesson is done. */
  /**
   * A progress write's first steps: the member may act, one write per member and
   * lesson at a time, the lesson opens for them, and opening it enrols them.
   */
  private async enterLesson(em: EntityManager, learner: Learner, courseId: string, lessonId: string): Promise<{ lesson: LessonAccessRow; now: Date }> {
    await this.identity.assertCanParticipate(em, learner.memberId);
    const now = this.clock.now();
    await lockFor(em, `course-progress:${courseId}:${learner.memberId}`);
    const lesson = await this.openLesson(em, learner, courseId, lessonId);
    await this.learning.enroll(em, courseId, learner.memberId, lessonId, now);
    return { lesson, now };
  }

  private async complete(em: EntityManager, memberId: string, lesson: LessonAccessRow, now: Date): Promise<CompletionResult> {
    const first = await this.learning.markCompleted(em, lesson.id, memberId, now);
    if (!first) return { xpGained: 0, firstTimeCompleted: false, courseCompleted: false };
    this.events.publish(em, 'courses.lesson_completed', { lessonId: lesson.id, courseId: lesson.course_id, memberId, xpReward: lesson.xp_reward });
    const counts = await this.learning.progressCounts(em, lesson.course_id, memberId);
    let courseCompleted = false;
    if (counts.totalLessons > 0 && counts.completedLessons >= counts.totalLessons) {
      courseCompleted = await this.learning.completeEnrollment(em, lesson.course_id, memberId, now);
      if (courseCompleted) this.events.publish(em, 'courses.course_completed', { courseId: lesson.course_id, memberId });
    }
    return { xpGained: lesson.xp_reward, firstTimeCompleted: true, courseCompleted };
  }

  /** The lesson if the member may open it: 404 when hidden, 403 when locked (`openedLesson`). */
  private async openLesson(em: EntityManager, learner: Learner, courseId: string, lessonId: string): Promise<LessonAccessRow> {
    if (!isUuid(courseId) || !isUuid(lessonId)) throw new LessonNotFoundError();
    return openedLesson(learner, await this.learning.lessonAccess(em, courseId, lessonId));
  }
}
