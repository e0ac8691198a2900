import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../../shared/errors/index.js';
import { EventPublisher } from '../../../../shared/events/index.js';
import { isUuid } from '../../../../shared/ids.js';
import { Clock, saoPauloDay, startOfSaoPauloDay } from '../../../../shared/time/index.js';
import { RateLimiter } from '../../../../shared/rate-limit/index.js';
import { lockFor } from '../../../../shared/transactions.js';
import { IdentityApi } from '../../../identity/index.js';
import {
  COMMENT_INTERVAL_SECONDS,
  MAX_PENDING_UPLOADS,
  UPLOAD_INTERVAL_SECONDS,
  courseFields,
  validateComment,
  validateUpload,
  type UploadInput,
} from '../domain/course.js';
import { allowanceResetAt, decideDownload, durationInWords } from '../domain/download-allowance.js';
import { CommentThread, LikeToggle, secondsUntilAllowed } from '../../../../shared/engagement/index.js';
import { COURSE_COMMENT_LIKES, COURSE_COMMENTS, COURSE_LIKES } from '../adapters/persistence/catalogue.tables.js';
import { CoursesRepository } from './ports/persistence.js';
import { CatalogueService, type Member } from './catalogue.service.js';
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
import { toCommentView, type CommentView, type CourseView } from './courses.views.js';

export interface DownloadResult {
  download_url: string;
  downloadsRemaining: number;
}

/**
 * Members see, like and comment on approved, published courses only; one hidden by its reports is,
 * to everyone but its uploader and administrators, one that does not exist (`courseState`, ADR 0103).
 */
function isOpen(course: { approval_status: string; is_published: boolean }): boolean {
  return course.approval_status === 'approved' && course.is_published;
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
    private readonly likes: LikeToggle,
    private readonly comments: CommentThread,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async upload(memberId: string, input: UploadInput): Promise<CourseView> {
    const course = validOrThrow(validateUpload(input));
    const courseId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `course-upload:${memberId}`);
      const now = this.clock.now();
      const mine = await this.repository.uploadStats(em, memberId);
      const wait = secondsUntilAllowed(mine.last, now, UPLOAD_INTERVAL_SECONDS);
      if (wait > 0) throw new UploadIntervalError(wait);
      if (mine.pending >= MAX_PENDING_UPLOADS) throw tooManyPendingUploads();
      await this.repository.insertCourse(em, {
        ...courseFields(course),
        id: courseId,
        origin: 'upload',
        approvalStatus: 'pending',
        isPublished: false,
        uploadedBy: memberId,
        torrentFileUrl: course.torrentFileUrl,
        externalLink: course.externalLink,
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
   * is free. The allowance is held by PostgreSQL itself: the course's download
   * row is unique per member, day and course, and the day's counter row only
   * moves while under the limit (ADR 0051), so 20 parallel downloads of 20
   * courses succeed exactly `limit` times, on any number of instances.
   */
  async download(member: Member, courseId: string): Promise<DownloadResult> {
    const memberId = member.memberId;
    if (!isUuid(courseId)) throw new CourseNotFoundError();
    const limit = this.catalogue.dailyDownloads;
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      const now = this.clock.now();
      const day = saoPauloDay(now);
      const course = await this.repository.courseState(em, courseId, member);
      if (!course || !isOpen(course)) throw new CourseNotFoundError();
      const url = course.torrent_file_url ?? course.external_link;
      if (course.origin !== 'upload' || !url) throw new CourseNotDownloadableError();

      const resetAt = allowanceResetAt(now);
      const limitReached = () =>
        new DownloadLimitReachedError(resetAt, durationInWords(now.getTime(), resetAt.getTime()), (resetAt.getTime() - now.getTime()) / 1000);
      const state = await this.repository.downloadState(em, memberId, day, courseId);
      const decision = decideDownload({ takenToday: state.taken, alreadyTaken: state.already, limit });
      if (!decision.allowed) throw limitReached();
      if (!decision.consumes || !(await this.repository.recordDownload(em, memberId, day, courseId, now))) {
        return { download_url: url, downloadsRemaining: decision.remaining };
      }
      // The day's counter row, updated with its check in this transaction, is what
      // holds the allowance exact (ADR 0051): no advisory lock to forget, and a
      // second instance or a retry queues on the row and is refused past the limit.
      const taken = await this.rateLimiter.takeWithin(em, `course-downloads:${memberId}`, limit, startOfSaoPauloDay(day), resetAt);
      if (taken === null) throw limitReached();
      this.events.publish(em, 'courses.course_downloaded', { courseId, memberId, day });
      return { download_url: url, downloadsRemaining: Math.max(0, limit - taken) };
    });
  }

  /** Likes or unlikes a published course: `liked` sets the state, without it the like toggles (debounced). */
  async likeCourse(member: Member, courseId: string, liked?: boolean): Promise<{ is_liked: boolean; likes_count: number }> {
    const memberId = member.memberId;
    const result = await this.likes.like({
      table: COURSE_LIKES,
      memberId,
      targetId: courseId,
      liked,
      load: async (em) => {
        const course = await this.repository.courseState(em, courseId, member);
        return course && isOpen(course) ? { likesCount: course.likes_count } : null;
      },
      notFound: () => new CourseNotFoundError(),
      changed: (em, isLiked) => this.events.publish(em, isLiked ? 'courses.course_liked' : 'courses.course_unliked', { courseId, memberId }),
    });
    return { is_liked: result.isLiked, likes_count: result.likes };
  }

  async likeComment(member: Member, commentId: string, liked?: boolean): Promise<{ likes: number; is_liked: boolean }> {
    const result = await this.likes.like({
      table: COURSE_COMMENT_LIKES,
      memberId: member.memberId,
      targetId: commentId,
      liked,
      load: async (em) => {
        const comment = await this.repository.commentState(em, commentId, member);
        return comment && isOpen(comment) ? { likesCount: comment.likes_count } : null;
      },
      notFound: () => new CommentNotFoundError(),
    });
    return { likes: result.likes, is_liked: result.isLiked };
  }

  /** Comments on a published course, through the one comment thread (ADR 0040): one per 5 s per member, never twice the same text. */
  async addComment(member: Member, courseId: string, content: string): Promise<CommentView> {
    const memberId = member.memberId;
    const checked = validOrThrow(validateComment(content));
    const comment = await this.comments.add({
      table: COURSE_COMMENTS,
      authorId: memberId,
      targetId: courseId,
      content: checked,
      intervalSeconds: COMMENT_INTERVAL_SECONDS,
      load: async (em) => {
        const course = await this.repository.courseState(em, courseId, member);
        return course && isOpen(course) ? course : null;
      },
      notFound: () => new CourseNotFoundError(),
      tooSoon: (wait) => new CommentIntervalError(wait),
      duplicate: () => new DuplicateCommentError(),
      added: (em, commentId) => this.events.publish(em, 'courses.comment_added', { commentId, courseId, authorId: memberId }),
    });
    const author = await this.catalogue.commentAuthors([memberId]);
    return toCommentView(
      {
        id: comment.id,
        course_id: courseId,
        author_id: memberId,
        content: checked,
        likes_count: 0,
        created_at: comment.createdAt,
        is_liked_by_user: false,
      },
      author(memberId),
    );
  }
}
