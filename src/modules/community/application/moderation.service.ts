import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import type { ModerationActionType } from '../domain/moderation.js';
import { postPagePath } from '../domain/post.js';
import { CommunityRepository, type NewModerationAction } from './ports/persistence.js';
import { AuthorDirectory } from './author-directory.service.js';
import {
  CommentNotFoundError,
  PostNotApprovedError,
  PostNotFoundError,
  PostNotPendingError,
  QualityBadgeAlreadyGivenError,
} from './community.errors.js';
import {
  toAdminCommentView,
  toAdminPostView,
  type AdminCommentView,
  type AdminPostView,
} from './community.views.js';
import { isUuid } from '../../../shared/ids.js';
import { ADMINISTRATOR } from '../../../shared/moderation/index.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';

/** The notification (community catalogue key) each moderation action sends its target's author. */
const AUTHOR_NOTIFICATION: Partial<Record<ModerationActionType, string>> = {
  post_approved: 'post_approved',
  post_rejected: 'post_rejected',
  post_deleted: 'post_deleted',
  post_quality_marked: 'post_quality',
  comment_deleted: 'comment_deleted',
};

/** Spec, admin section 9: approved posts are moderated in pages of 10. */
export const APPROVED_PAGE_SIZE = 10;

export interface ModerationResult {
  success: true;
  message: string;
}

type AuditEntry = NewModerationAction;

/** `notifyAuthor: false` when the caller tells the author itself (a decision on reports, with its reason). */
export interface DeletionOptions {
  notifyAuthor?: boolean;
}

/**
 * The review queue and moderation (spec: admin section 2). Every action is
 * decided by one conditional statement, so parallel clicks act once and
 * publish one event, and writes its audit entry in the same transaction.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly queries: CommunityQueries,
    private readonly authors: AuthorDirectory,
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly repository: CommunityRepository,
  ) {}

  async pendingPosts(): Promise<AdminPostView[]> {
    const rows = await this.queries.pendingPosts();
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return rows.map((row) => toAdminPostView(row, author(row.author_id)));
  }

  async approvedPosts(
    page = 1,
    limit = APPROVED_PAGE_SIZE,
  ): Promise<{ posts: AdminPostView[]; page: number; totalPages: number; total: number }> {
    const { rows, total } = await this.queries.approvedPostsPage((page - 1) * limit, limit);
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return {
      posts: rows.map((row) => toAdminPostView(row, author(row.author_id))),
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      total,
    };
  }

  async postComments(postId: string): Promise<AdminCommentView[]> {
    if (!isUuid(postId) || !(await this.queries.findPost(postId, ADMINISTRATOR))) throw new PostNotFoundError();
    const rows = await this.queries.commentsOf(postId, ADMINISTRATOR);
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return rows.map((row) => toAdminCommentView(row, author(row.author_id)));
  }

  async approvePost(adminEmail: string, postId: string): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const post = await this.repository.approvePending(em, postId, adminEmail, at);
      if (!post) throw (await this.exists(em, postId)) ? new PostNotPendingError() : new PostNotFoundError();
      await this.audit(em, {
        adminEmail,
        action: 'post_approved',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.authorId,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_approved', { postId, authorId: post.authorId, approvedBy: adminEmail });
    });
    return { success: true, message: 'Post aprovado! O autor foi notificado.' };
  }

  /** Rejecting removes a waiting post permanently (spec: learner area, section 4). */
  async rejectPost(adminEmail: string, postId: string, reason?: string | null): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const post = await this.repository.deletePending(em, postId);
      if (!post) {
        throw (await this.exists(em, postId))
          ? new PostNotPendingError({ reason: 'reject' })
          : new PostNotFoundError();
      }
      await this.audit(em, {
        adminEmail,
        action: 'post_rejected',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.authorId,
        reason,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_rejected', { postId, authorId: post.authorId, rejectedBy: adminEmail });
    });
    return { success: true, message: 'Post rejeitado e removido. O autor foi notificado.' };
  }

  /**
   * Deletes a published post with its comments and likes. A post still in the
   * review queue is rejected instead, so "deleted" always means "was published".
   */
  async deletePost(adminEmail: string, postId: string, reason?: string | null, options: DeletionOptions = {}): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const post = await this.repository.postForDeletion(em, postId);
      if (!post) throw new PostNotFoundError();
      if (post.status !== 'approved') {
        throw new PostNotApprovedError({ reason: 'delete' });
      }
      await this.repository.deletePost(em, postId);
      await this.audit(em, {
        adminEmail,
        action: 'post_deleted',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.authorId,
        reason,
        details: { title: post.title, likesCount: post.likesCount, commentsCount: post.commentsCount },
        at,
      }, options);
      this.events.publish(em, 'community.post_deleted', { postId, authorId: post.authorId, deletedBy: adminEmail });
    });
    return { success: true, message: 'Post excluído. O autor foi notificado.' };
  }

  /** The quality badge is one way: given once, to a published post. */
  async markQuality(adminEmail: string, postId: string): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const post = await this.repository.markQuality(em, postId, adminEmail, at);
      if (!post) {
        const current = await this.repository.qualityState(em, postId);
        if (!current) throw new PostNotFoundError();
        if (current.hasQualityBadge) throw new QualityBadgeAlreadyGivenError();
        throw new PostNotApprovedError({ reason: 'quality' });
      }
      await this.audit(em, {
        adminEmail,
        action: 'post_quality_marked',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.authorId,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_quality_marked', {
        postId,
        authorId: post.authorId,
        markedBy: adminEmail,
      });
    });
    return { success: true, message: 'Badge de qualidade concedido! O autor foi notificado.' };
  }

  async deleteComment(adminEmail: string, commentId: string, reason?: string | null, options: DeletionOptions = {}): Promise<ModerationResult> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const comment = await this.repository.deleteComment(em, commentId);
      if (!comment) throw new CommentNotFoundError();
      await this.audit(em, {
        adminEmail,
        action: 'comment_deleted',
        targetType: 'comment',
        targetId: commentId,
        targetAuthorId: comment.authorId,
        reason,
        details: { postId: comment.postId, likesCount: comment.likesCount },
        at: this.clock.now(),
      }, options);
      this.events.publish(em, 'community.comment_deleted', {
        commentId,
        postId: comment.postId,
        authorId: comment.authorId,
      });
    });
    return { success: true, message: 'Comentário excluído.' };
  }

  private exists(em: EntityManager, postId: string): Promise<boolean> {
    return this.repository.postExists(em, postId);
  }

  /**
   * Writes the audit entry and tells the affected author, in the action's own
   * transaction: an action that happens once notifies once.
   */
  private async audit(em: EntityManager, entry: AuditEntry, { notifyAuthor = true }: DeletionOptions = {}): Promise<void> {
    const key = AUTHOR_NOTIFICATION[entry.action];
    if (key && notifyAuthor) {
      const title = typeof entry.details.title === 'string' ? entry.details.title : '';
      const withReason = entry.action === 'post_rejected' && entry.reason ? entry.reason : null;
      // The outcome of the member's own submission is e-mailed at once (ADR 0062).
      const outcome = entry.action === 'post_approved' || entry.action === 'post_rejected';
      await this.notifications.notify(em, entry.targetAuthorId, {
        type: 'community',
        titleKey: `community.${key}.title`,
        messageKey: withReason ? `community.${key}_with_reason.message` : `community.${key}.message`,
        params: withReason ? { title, reason: withReason } : { title },
        // What stays published leads to the post's page; what went leads to the community.
        path: entry.action === 'post_approved' || entry.action === 'post_quality_marked' ? postPagePath(entry.targetId) : '/comunidade',
        ...(outcome ? { email: 'at_once' as const } : {}),
      });
    }
    this.events.publish(em, 'community.moderation_action_recorded', {
      adminEmail: entry.adminEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      memberId: entry.targetAuthorId,
      reason: entry.reason ?? null,
      // The post's title as it was (ADR 0057).
      targetLabel: typeof entry.details.title === 'string' ? entry.details.title : null,
    });
    await this.repository.insertModerationAction(em, entry);
  }
}
