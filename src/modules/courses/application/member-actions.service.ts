import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { isUuid } from '../../../shared/ids.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { IdentityApi } from '../../identity/index.js';
import {
  COMMENT_INTERVAL_SECONDS,
  MAX_PENDING_UPLOADS,
  UPLOAD_INTERVAL_SECONDS,
  searchKey,
  validateComment,
  validateUpload,
  type UploadInput,
} from '../domain/course.js';
import { allowanceResetAt, decideDownload, durationInWords } from '../domain/download-allowance.js';
import { decideToggle } from '../domain/like.js';
import { CoursesRepository } from './ports/persistence.js';
import { CatalogueService } from './catalogue.service.js';
import {
  CommentIntervalError,
  CommentNotFoundError,
  CourseNotDownloadableError,
  CourseNotFoundError,
  DownloadLimitReachedError,
  UploadIntervalError,
  tooManyPendingUploads,
  DuplicateCommentError,
} from './courses.errors.js';
import { normalizeLine } from '../../../shared/text/normalize.js';
import { toCommentView, type CommentView, type CourseView } from './courses.views.js';

export interface DownloadResult {
  download_url: string;
  downloadsRemaining: number;
}

function secondsUntil(previous: Date | null, now: Date, intervalSeconds: number): number {
  if (!previous) return 0;
  const ms = previous.getTime() + intervalSeconds * 1000 - now.getTime();
  return ms > 0 ? Math.min(intervalSeconds, Math.ceil(ms / 1000)) : 0;
}

/**
 * What members do with courses: upload, download within the daily allowance,
 * like and comment. Each check-then-act is serialised per member (or per
 * member and target) with an advisory lock inside the write's transaction, so
 * parallel requests cannot both pass it.
 */
@Injectable()
export class MemberActionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CoursesRepository,
    private readonly catalogue: CatalogueService,
    private readonly identity: IdentityApi,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
  ) {}

  async upload(memberId: string, input: UploadInput): Promise<CourseView> {
    const result = validateUpload(input);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    const course = result.value;
    const courseId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `course-upload:${memberId}`);
      const now = this.clock.now();
      const mine = await this.repository.uploadStats(em, memberId);
      const wait = secondsUntil(mine.last, now, UPLOAD_INTERVAL_SECONDS);
      if (wait > 0) throw new UploadIntervalError(wait);
      if (mine.pending >= MAX_PENDING_UPLOADS) throw tooManyPendingUploads();
      await this.repository.insertCourse(em, {
        id: courseId,
        origin: 'upload',
        title: course.title,
        description: course.description,
        language: course.language,
        level: course.level,
        coverImage: course.coverImage,
        instructorName: null,
        instructorPicture: null,
        prerequisites: null,
        learningObjectives: null,
        approvalStatus: 'pending',
        isPublished: false,
        uploadedBy: memberId,
        torrentFileUrl: course.torrentFileUrl,
        externalLink: course.externalLink,
        searchText: searchKey(`${course.title} ${course.description}`),
        approvedAt: null,
        approvedBy: null,
        createdAt: now,
      });
      this.events.publish(em, 'courses.upload_submitted', { courseId, uploaderId: memberId });
    });
    return this.catalogue.details({ memberId }, courseId);
  }

  /**
   * Hands out a published upload's address. The first download of a course on
   * a São Paulo day uses one of the day's allowance; taking it again that day
   * is free. Serialised per member and day, so 20 parallel downloads of 20
   * courses succeed exactly `limit` times.
   */
  async download(memberId: string, courseId: string): Promise<DownloadResult> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    const limit = this.catalogue.dailyDownloads;
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      const now = this.clock.now();
      const day = saoPauloDay(now);
      const course = await this.repository.courseState(em, courseId);
      if (!course || course.approval_status !== 'approved' || !course.is_published) throw new CourseNotFoundError();
      const url = course.torrent_file_url ?? course.external_link;
      if (course.origin !== 'upload' || !url) throw new CourseNotDownloadableError();

      await lockFor(em, `course-download:${memberId}:${day}`);
      const state = await this.repository.downloadState(em, memberId, day, courseId);
      const decision = decideDownload({ takenToday: state.taken, alreadyTaken: state.already, limit });
      if (!decision.allowed) {
        const resetAt = allowanceResetAt(now);
        throw new DownloadLimitReachedError(resetAt, durationInWords(now.getTime(), resetAt.getTime()), (resetAt.getTime() - now.getTime()) / 1000);
      }
      if (decision.consumes && (await this.repository.recordDownload(em, memberId, day, courseId, now))) {
        this.events.publish(em, 'courses.course_downloaded', { courseId, memberId, day });
      }
      return { download_url: url, downloadsRemaining: decision.remaining };
    });
  }

  /** Likes or unlikes a published course: `liked` sets the state, without it the like toggles (debounced). */
  async likeCourse(memberId: string, courseId: string, liked?: boolean): Promise<{ is_liked: boolean; likes_count: number }> {
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `course-like:${courseId}:${memberId}`);
      const course = await this.repository.courseState(em, courseId);
      if (!course || course.approval_status !== 'approved' || !course.is_published) throw new CourseNotFoundError();
      const now = this.clock.now();
      const state = await this.repository.likeState(em, 'course_like', courseId, memberId);
      const decision = decideToggle({ liked, current: state.liked, lastChangeAt: state.changedAt, now });
      if (decision === 'unchanged') return { is_liked: state.liked, likes_count: course.likes_count };
      const likes = await this.repository.setLike(em, 'course_like', courseId, memberId, decision.next, now);
      this.events.publish(em, decision.next ? 'courses.course_liked' : 'courses.course_unliked', { courseId, memberId });
      return { is_liked: decision.next, likes_count: likes };
    });
  }

  async likeComment(memberId: string, commentId: string, liked?: boolean): Promise<{ likes: number; is_liked: boolean }> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `course-comment-like:${commentId}:${memberId}`);
      const comment = await this.repository.commentState(em, commentId);
      if (!comment || comment.approval_status !== 'approved' || !comment.is_published) throw new CommentNotFoundError();
      const now = this.clock.now();
      const state = await this.repository.likeState(em, 'course_comment_like', commentId, memberId);
      const decision = decideToggle({ liked, current: state.liked, lastChangeAt: state.changedAt, now });
      if (decision === 'unchanged') return { likes: comment.likes_count, is_liked: state.liked };
      const likes = await this.repository.setLike(em, 'course_comment_like', commentId, memberId, decision.next, now);
      return { likes, is_liked: decision.next };
    });
  }

  /** Comments on a published course: one comment per 5 s per member. */
  async addComment(memberId: string, courseId: string, content: string): Promise<CommentView> {
    const result = validateComment(content);
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    const commentId = randomUUID();
    const at = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `course-comment:${memberId}`);
      const course = await this.repository.courseState(em, courseId);
      if (!course || course.approval_status !== 'approved' || !course.is_published) throw new CourseNotFoundError();
      const now = this.clock.now();
      const wait = secondsUntil(await this.repository.lastCommentAt(em, memberId), now, COMMENT_INTERVAL_SECONDS);
      if (wait > 0) throw new CommentIntervalError(wait);
      const previous = await this.repository.lastCommentOn(em, memberId, courseId);
      if (previous !== null && normalizeLine(previous) === normalizeLine(result.value)) throw new DuplicateCommentError();
      await this.repository.insertComment(em, { id: commentId, courseId, authorId: memberId, content: result.value, at: now });
      this.events.publish(em, 'courses.comment_added', { commentId, courseId, authorId: memberId });
      return now;
    });
    const author = await this.catalogue.commentAuthors([memberId]);
    return toCommentView(
      { id: commentId, course_id: courseId, author_id: memberId, content: result.value, likes_count: 0, created_at: at, is_liked_by_user: false },
      author(memberId),
    );
  }
}
