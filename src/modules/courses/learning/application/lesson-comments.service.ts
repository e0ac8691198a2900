import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../../shared/errors/index.js';
import { EventPublisher } from '../../../../shared/events/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { COMMENT_INTERVAL_SECONDS, validateComment } from '../../catalogue/domain/course.js';
import { CommentThread, LikeToggle } from '../../../../shared/engagement/index.js';
import { CatalogueService } from '../../catalogue/application/catalogue.service.js';
import { CommentIntervalError, CommentNotFoundError, DuplicateCommentError } from '../../catalogue/application/courses.errors.js';
import { LessonNotFoundError, openedLesson } from './learning.errors.js';
import type { LessonAccessRow, LessonCommentRow } from './learning.rows.js';
import { LearningRepository } from '../adapters/persistence/learning.repository.js';
import { LESSON_COMMENT_LIKES, LESSON_COMMENTS } from '../adapters/persistence/learning.tables.js';
import { toDate } from '../../../../shared/time/index.js';
import { excerpt } from '../../../../shared/text/excerpt.js';
import { recordAdminAction } from '../../catalogue/application/admin-actions.js';

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
 * `courses.comment_added` fact); the one comment thread and like toggle (ADR 0040).
 */
@Injectable()
export class LessonCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly learning: LearningRepository,
    private readonly catalogue: CatalogueService,
    private readonly events: EventPublisher,
    private readonly likes: LikeToggle,
    private readonly comments: CommentThread,
  ) {}

  async list(viewer: { memberId: string; isAdmin: boolean }, lessonId: string): Promise<LessonCommentView[]> {
    const em = this.em.fork();
    await this.openLesson(em, viewer, lessonId);
    const rows = await this.learning.lessonComments(em, lessonId, viewer, COMMENTS_LIMIT);
    return this.views(rows);
  }

  async add(viewer: { memberId: string; isAdmin: boolean }, lessonId: string, content: string | undefined): Promise<LessonCommentView> {
    const checked = validOrThrow(validateComment(content));
    const comment = await this.comments.add({
      table: LESSON_COMMENTS,
      authorId: viewer.memberId,
      targetId: lessonId,
      content: checked,
      intervalSeconds: COMMENT_INTERVAL_SECONDS,
      load: (em) => this.openLesson(em, viewer, lessonId),
      notFound: () => new LessonNotFoundError(),
      tooSoon: (wait) => new CommentIntervalError(wait),
      duplicate: () => new DuplicateCommentError(),
      columns: (lesson) => ({ course_id: lesson.course_id }),
      added: (em, commentId, lesson) =>
        this.events.publish(em, 'courses.comment_added', { commentId, courseId: lesson.course_id, authorId: viewer.memberId }),
    });
    const [view] = await this.views([
      {
        id: comment.id,
        lesson_id: lessonId,
        course_id: comment.target.course_id,
        author_id: viewer.memberId,
        content: checked,
        likes_count: 0,
        created_at: comment.createdAt,
        is_liked_by_user: false,
      },
    ]);
    return view!;
  }

  /** Deletes a lesson comment as a course comment is deleted: audited, and gamification takes back its XP. */
  async deleteComment(adminEmail: string, commentId: string, reason: string | null): Promise<void> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const comment = await this.learning.deleteLessonComment(em, commentId);
      if (!comment) throw new CommentNotFoundError();
      recordAdminAction(this.events, em, {
        adminEmail,
        action: 'lesson_comment_deleted',
        targetType: 'lesson_comment',
        targetId: commentId,
        memberId: comment.author_id,
        reason,
        targetLabel: excerpt(comment.content),
      });
      this.events.publish(em, 'courses.comment_deleted', { commentId, courseId: comment.course_id, authorId: comment.author_id });
    });
  }

  /** `liked` sets the state; without it the like toggles (debounced), as every like (ADR 0040). */
  async like(member: { memberId: string; isAdmin: boolean }, commentId: string, liked?: boolean): Promise<{ likes: number; is_liked: boolean }> {
    const result = await this.likes.like({
      table: LESSON_COMMENT_LIKES,
      memberId: member.memberId,
      targetId: commentId,
      liked,
      load: async (em) => {
        const comment = await this.learning.lessonCommentState(em, commentId, member);
        return comment ? { likesCount: comment.likes_count } : null;
      },
      notFound: () => new CommentNotFoundError(),
    });
    return { likes: result.likes, is_liked: result.isLiked };
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

  /** The lesson, if the member may open it (`openedLesson`, as the lesson page). */
  private async openLesson(em: EntityManager, viewer: { isAdmin: boolean }, lessonId: string): Promise<LessonAccessRow> {
    if (!isUuid(lessonId)) throw new LessonNotFoundError();
    return openedLesson(viewer, await this.learning.lessonById(em, lessonId));
  }
}
