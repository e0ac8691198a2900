import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { XP_AMOUNTS, lessonXp } from '../domain/xp-rules.js';
import { XpAwardsService } from './xp-awards.service.js';

/**
 * XP is decided here, from other modules' facts (ADR 0011), never from a
 * client's claim. Each method runs in its own transaction, once per event
 * (ADR 0005); the ledger's unique key makes it once per fact as well, for
 * identical events published twice.
 */
@Injectable()
export class XpAwardHandlers {
  constructor(private readonly awards: XpAwardsService) {}

  @OnIntegrationEvent('identity.member_registered')
  async onMemberRegistered(event: IntegrationEvent<'identity.member_registered'>, em: EntityManager): Promise<void> {
    await this.awards.registerMember(em, event.payload.memberId, new Date(event.occurredAt));
  }

  @OnIntegrationEvent('identity.member_active_on_day')
  async onMemberActiveOnDay(event: IntegrationEvent<'identity.member_active_on_day'>, em: EntityManager): Promise<void> {
    const { memberId, day } = event.payload;
    await this.awards.award(em, {
      memberId,
      action: 'daily_login',
      referenceType: 'day',
      referenceId: day,
      amount: XP_AMOUNTS.daily_login,
      day,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('identity.member_referred')
  async onMemberReferred(event: IntegrationEvent<'identity.member_referred'>, em: EntityManager): Promise<void> {
    const { memberId, referrerId } = event.payload;
    if (memberId === referrerId) return;
    await this.awards.award(em, {
      memberId: referrerId,
      action: 'referral',
      referenceType: 'member',
      referenceId: memberId,
      amount: XP_AMOUNTS.referral,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('community.post_approved')
  async onPostApproved(event: IntegrationEvent<'community.post_approved'>, em: EntityManager): Promise<void> {
    const { postId, authorId } = event.payload;
    await this.awards.award(em, {
      memberId: authorId,
      action: 'post_approved',
      referenceType: 'post',
      referenceId: postId,
      amount: XP_AMOUNTS.post_approved,
      dependsOn: `post:${postId}`,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('community.post_quality_marked')
  async onPostQualityMarked(event: IntegrationEvent<'community.post_quality_marked'>, em: EntityManager): Promise<void> {
    const { postId, authorId } = event.payload;
    await this.awards.award(em, {
      memberId: authorId,
      action: 'quality_content',
      referenceType: 'post',
      referenceId: postId,
      amount: XP_AMOUNTS.quality_content,
      dependsOn: `post:${postId}`,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('community.post_rejected')
  async onPostRejected(event: IntegrationEvent<'community.post_rejected'>, em: EntityManager): Promise<void> {
    await this.awards.reverseDependents(em, `post:${event.payload.postId}`, 'post_rejected');
  }

  @OnIntegrationEvent('community.post_deleted')
  async onPostDeleted(event: IntegrationEvent<'community.post_deleted'>, em: EntityManager): Promise<void> {
    await this.awards.reverseDependents(em, `post:${event.payload.postId}`, 'post_deleted');
  }

  @OnIntegrationEvent('community.comment_added')
  async onCommentAdded(event: IntegrationEvent<'community.comment_added'>, em: EntityManager): Promise<void> {
    const { commentId, postId, authorId } = event.payload;
    await this.awards.award(em, {
      memberId: authorId,
      action: 'comment_post',
      referenceType: 'comment',
      referenceId: commentId,
      amount: XP_AMOUNTS.comment_post,
      params: { postId },
      dependsOn: `comment:${commentId}`,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('community.comment_deleted')
  async onCommentDeleted(event: IntegrationEvent<'community.comment_deleted'>, em: EntityManager): Promise<void> {
    await this.awards.reverseDependents(em, `comment:${event.payload.commentId}`, 'comment_deleted');
  }

  @OnIntegrationEvent('community.post_liked')
  async onPostLiked(event: IntegrationEvent<'community.post_liked'>, em: EntityManager): Promise<void> {
    const { postId, likerId, postAuthorId } = event.payload;
    if (likerId === postAuthorId) return; // no XP for liking your own post
    const given = {
      memberId: likerId,
      action: 'give_like' as const,
      referenceType: 'post',
      referenceId: postId,
      amount: XP_AMOUNTS.give_like,
      dependsOn: `post:${postId}`,
      at: new Date(event.occurredAt),
    };
    const received = {
      memberId: postAuthorId,
      action: 'like_received' as const,
      referenceType: 'post_like',
      referenceId: `${postId}:${likerId}`,
      amount: XP_AMOUNTS.like_received,
      params: { postId, likerId },
      dependsOn: `post:${postId}`,
      at: new Date(event.occurredAt),
    };
    // Both members' rows are locked in id order, so two opposite likes cannot deadlock;
    // the ranking's histograms are written once, after both.
    await this.awards.awardAll(em, likerId < postAuthorId ? [given, received] : [received, given]);
  }

  @OnIntegrationEvent('courses.lesson_completed')
  async onLessonCompleted(event: IntegrationEvent<'courses.lesson_completed'>, em: EntityManager): Promise<void> {
    const { lessonId, courseId, memberId, xpReward } = event.payload;
    await this.awards.award(em, {
      memberId,
      action: 'watch_lesson',
      referenceType: 'lesson',
      referenceId: lessonId,
      amount: lessonXp(xpReward),
      params: { courseId },
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('courses.course_completed')
  async onCourseCompleted(event: IntegrationEvent<'courses.course_completed'>, em: EntityManager): Promise<void> {
    const { courseId, memberId } = event.payload;
    await this.awards.award(em, {
      memberId,
      action: 'complete_course',
      referenceType: 'course',
      referenceId: courseId,
      amount: XP_AMOUNTS.complete_course,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('courses.quiz_answered_correctly')
  async onQuizAnsweredCorrectly(
    event: IntegrationEvent<'courses.quiz_answered_correctly'>,
    em: EntityManager,
  ): Promise<void> {
    const { questionId, memberId } = event.payload;
    await this.awards.award(em, {
      memberId,
      action: 'quiz_correct',
      referenceType: 'question',
      referenceId: questionId,
      amount: XP_AMOUNTS.quiz_correct,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('courses.upload_approved')
  async onUploadApproved(event: IntegrationEvent<'courses.upload_approved'>, em: EntityManager): Promise<void> {
    const { courseId, uploaderId } = event.payload;
    await this.awards.award(em, {
      memberId: uploaderId,
      action: 'course_upload_approved',
      referenceType: 'course',
      referenceId: courseId,
      amount: XP_AMOUNTS.course_upload_approved,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('courses.comment_added')
  async onCourseCommentAdded(event: IntegrationEvent<'courses.comment_added'>, em: EntityManager): Promise<void> {
    const { commentId, courseId, authorId } = event.payload;
    await this.awards.award(em, {
      memberId: authorId,
      action: 'comment_course',
      referenceType: 'comment',
      referenceId: commentId,
      amount: XP_AMOUNTS.comment_course,
      params: { courseId },
      dependsOn: `course_comment:${commentId}`,
      at: new Date(event.occurredAt),
    });
  }

  @OnIntegrationEvent('courses.comment_deleted')
  async onCourseCommentDeleted(event: IntegrationEvent<'courses.comment_deleted'>, em: EntityManager): Promise<void> {
    await this.awards.reverseDependents(em, `course_comment:${event.payload.commentId}`, 'comment_deleted');
  }

  /** Once per course for life (the ledger's key), under the daily like cap like post likes. */
  @OnIntegrationEvent('courses.course_liked')
  async onCourseLiked(event: IntegrationEvent<'courses.course_liked'>, em: EntityManager): Promise<void> {
    const { courseId, memberId } = event.payload;
    await this.awards.award(em, {
      memberId,
      action: 'like_course',
      referenceType: 'course',
      referenceId: courseId,
      amount: XP_AMOUNTS.like_course,
      at: new Date(event.occurredAt),
    });
  }

  /**
   * Corrections award in the request's own transaction, so the answer carries the XP
   * (GamificationApi); their events award the same, for facts published with their own time (the
   * demo's history). The ledger's key makes the two one award: the later finds it and does nothing.
   */
  @OnIntegrationEvent('corrections.writing_posted')
  async onWritingPosted(event: IntegrationEvent<'corrections.writing_posted'>, em: EntityManager): Promise<void> {
    const { writingId, authorId } = event.payload;
    await this.awards.awardWritingPosted(em, { memberId: authorId, writingId, at: new Date(event.occurredAt) });
  }

  @OnIntegrationEvent('corrections.correction_marked')
  async onCorrectionMarked(event: IntegrationEvent<'corrections.correction_marked'>, em: EntityManager): Promise<void> {
    const { correctionId, correctorId, authorId, helpful } = event.payload;
    if (helpful) await this.awards.awardCorrectionHelpful(em, { correctorId, authorId, correctionId, at: new Date(event.occurredAt) });
    else await this.awards.reverseCorrectionHelpful(em, { correctorId, correctionId });
  }
}
