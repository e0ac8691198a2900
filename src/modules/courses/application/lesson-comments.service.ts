import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { isUuid } from '../../../shared/ids.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { IdentityApi } from '../../identity/index.js';
import { COMMENT_INTERVAL_SECONDS, validateComment } from '../domain/course.js';
import { decideToggle } from '../domain/like.js';
import { CatalogueService } from './catalogue.service.js';
import {
  CommentIntervalError,
  CommentNotFoundError,
  DuplicateCommentError,
  LessonLockedError,
  LessonNotFoundError,
} from './courses.errors.js';
import { normalizeLine } from '../../../shared/text/normalize.js';
import { LearningRepository, toDate, type LessonAccessRow, type LessonCommentRow } from './ports/persistence.js';

export interface LessonCommentView {
  id: string;
  author_id: string;
  author_name: string;
  author_picture: string | null;
  author_level: number;
  content: string;
  created_at: string;
  likes: number;
  is_liked_by_user: boolean;
}

const COMMENTS_LIMIT = 500;

/**
 * Lesson comments and their likes (spec: admin sections 3 and 7): plain text,
 * one comment per 5 s per member, XP as for course comments (the same
 * `courses.comment_added` fact), likes toggling as course comment likes.
 */
@Injectable()
export class LessonCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly learning: LearningRepository,
    private readonly catalogue: CatalogueService,
    private readonly identity: IdentityApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  async list(viewer: { memberId: string; isAdmin: boolean }, lessonId: string): Promise<LessonCommentView[]> {
    const em = this.em.fork();
    await this.openLesson(em, viewer, lessonId);
    const rows = await this.learning.lessonComments(em, lessonId, viewer.memberId, COMMENTS_LIMIT);
    return this.views(rows);
  }

  async add(viewer: { memberId: string; isAdmin: boolean }, lessonId: string, content: string | undefined): Promise<LessonCommentView> {
    const result = validateComment(content);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    const id = randomUUID();
    const row = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, viewer.memberId);
      await lockFor(em, `lesson-comment:${viewer.memberId}`);
      const lesson = await this.openLesson(em, viewer, lessonId);
      const now = this.clock.now();
      const last = await this.learning.lastLessonCommentAt(em, viewer.memberId);
      const wait = last ? Math.ceil((last.getTime() + COMMENT_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000) : 0;
      if (wait > 0) throw new CommentIntervalError(Math.min(wait, COMMENT_INTERVAL_SECONDS));
      const previous = await this.learning.lastLessonCommentOn(em, viewer.memberId, lessonId);
      if (previous !== null && normalizeLine(previous) === normalizeLine(result.value)) throw new DuplicateCommentError();
      await this.learning.insertLessonComment(em, { id, lessonId, courseId: lesson.course_id, authorId: viewer.memberId, content: result.value, at: now });
      this.events.publish(em, 'courses.comment_added', { commentId: id, courseId: lesson.course_id, authorId: viewer.memberId });
      return {
        id,
        lesson_id: lessonId,
        course_id: lesson.course_id,
        author_id: viewer.memberId,
        content: result.value,
        likes_count: 0,
        created_at: now,
        is_liked_by_user: false,
      } satisfies LessonCommentRow;
    });
    const [view] = await this.views([row]);
    return view!;
  }

  /** `liked` sets the state; without it the like toggles (debounced), as course comment likes. */
  async like(memberId: string, commentId: string, liked?: boolean): Promise<{ likes: number; is_liked: boolean }> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `lesson-comment-like:${commentId}:${memberId}`);
      const comment = await this.learning.lessonCommentState(em, commentId);
      if (!comment) throw new CommentNotFoundError();
      const now = this.clock.now();
      const state = await this.learning.lessonCommentLikeState(em, commentId, memberId);
      const decision = decideToggle({ liked, current: state.liked, lastChangeAt: state.changedAt, now });
      if (decision === 'unchanged') return { likes: comment.likes_count, is_liked: state.liked };
      const likes = await this.learning.setLessonCommentLike(em, commentId, memberId, decision.next, now);
      return { likes, is_liked: decision.next };
    });
  }

  private async views(rows: LessonCommentRow[]): Promise<LessonCommentView[]> {
    const author = await this.catalogue.commentAuthors(rows.map((r) => r.author_id));
    return rows.map((r) => {
      const a = author(r.author_id);
      return {
        id: r.id,
        author_id: r.author_id,
        author_name: a.name,
        author_picture: a.picture,
        author_level: a.level,
        content: r.content,
        created_at: toDate(r.created_at).toISOString(),
        likes: r.likes_count,
        is_liked_by_user: r.is_liked_by_user,
      };
    });
  }

  /** The lesson, if the member may open it (as the lesson view decides). */
  private async openLesson(em: EntityManager, viewer: { isAdmin: boolean }, lessonId: string): Promise<LessonAccessRow> {
    if (!isUuid(lessonId)) throw new LessonNotFoundError();
    const lesson = await this.learning.lessonById(em, lessonId);
    if (!lesson) throw new LessonNotFoundError();
    if (viewer.isAdmin) return lesson;
    if (lesson.course_origin !== 'admin' || lesson.approval_status !== 'approved' || !lesson.is_published || !lesson.is_active) throw new LessonNotFoundError();
    if (lesson.is_locked && !lesson.is_free) throw new LessonLockedError();
    return lesson;
  }
}
