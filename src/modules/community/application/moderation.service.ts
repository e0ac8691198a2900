import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import type { ModerationActionType } from '../adapters/persistence/community.entities.js';
import { CommunityQueries } from '../adapters/persistence/community.queries.js';
import { AuthorDirectory } from './author-directory.js';
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

/** The identity notification each moderation action sends its target's author. */
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

interface AuditEntry {
  adminEmail: string;
  action: ModerationActionType;
  targetType: 'post' | 'comment';
  targetId: string;
  targetAuthorId: string;
  reason?: string | null;
  details: Record<string, unknown>;
  at: Date;
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
    if (!isUuid(postId) || !(await this.queries.findPost(postId))) throw new PostNotFoundError();
    const rows = await this.queries.commentsOf(postId, null);
    const author = await this.authors.lookUp(rows.map((r) => r.author_id));
    return rows.map((row) => toAdminCommentView(row, author(row.author_id)));
  }

  async approvePost(adminEmail: string, postId: string): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const [post] = await em.execute<{ author_id: string; title: string }[]>(
        `update post set status = 'approved', approved_at = ?, approved_by = ?, updated_at = ?
         where id = ? and status = 'pending' returning author_id, title`,
        [at, adminEmail, at, postId],
      );
      if (!post) throw (await this.exists(em, postId)) ? new PostNotPendingError() : new PostNotFoundError();
      await this.audit(em, {
        adminEmail,
        action: 'post_approved',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.author_id,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_approved', { postId, authorId: post.author_id, approvedBy: adminEmail });
    });
    return { success: true, message: 'Post aprovado! O autor foi notificado.' };
  }

  /** Rejecting removes a waiting post permanently (spec: learner area, section 4). */
  async rejectPost(adminEmail: string, postId: string, reason?: string | null): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const [post] = await em.execute<{ author_id: string; title: string }[]>(
        `delete from post where id = ? and status = 'pending' returning author_id, title`,
        [postId],
      );
      if (!post) {
        throw (await this.exists(em, postId))
          ? new PostNotPendingError('Só posts pendentes podem ser rejeitados; um post publicado pode ser excluído.')
          : new PostNotFoundError();
      }
      await this.audit(em, {
        adminEmail,
        action: 'post_rejected',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.author_id,
        reason,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_rejected', { postId, authorId: post.author_id, rejectedBy: adminEmail });
    });
    return { success: true, message: 'Post rejeitado e removido. O autor foi notificado.' };
  }

  /**
   * Deletes a published post with its comments and likes. A post still in the
   * review queue is rejected instead, so "deleted" always means "was published".
   */
  async deletePost(adminEmail: string, postId: string, reason?: string | null): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const [post] = await em.execute<
        { author_id: string; status: string; title: string; likes_count: number; comments_count: number }[]
      >('select author_id, status, title, likes_count, comments_count from post where id = ? for update', [postId]);
      if (!post) throw new PostNotFoundError();
      if (post.status !== 'approved') {
        throw new PostNotApprovedError('Este post ainda aguarda aprovação: rejeite-o em vez de excluí-lo.');
      }
      await em.execute(
        `delete from like_change where (target_type = 'post' and target_id = ?)
           or (target_type = 'comment' and target_id in (select id from post_comment where post_id = ?))`,
        [postId, postId],
      );
      // Comments and likes go with the post (on delete cascade).
      await em.execute('delete from post where id = ?', [postId]);
      await this.audit(em, {
        adminEmail,
        action: 'post_deleted',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.author_id,
        reason,
        details: { title: post.title, likesCount: post.likes_count, commentsCount: post.comments_count },
        at,
      });
      this.events.publish(em, 'community.post_deleted', { postId, authorId: post.author_id, deletedBy: adminEmail });
    });
    return { success: true, message: 'Post excluído. O autor foi notificado.' };
  }

  /** The quality badge is one way: given once, to a published post. */
  async markQuality(adminEmail: string, postId: string): Promise<ModerationResult> {
    if (!isUuid(postId)) throw new PostNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const at = this.clock.now();
      const [post] = await em.execute<{ author_id: string; title: string }[]>(
        `update post set has_quality_badge = true, quality_marked_at = ?, quality_marked_by = ?, updated_at = ?
         where id = ? and status = 'approved' and not has_quality_badge returning author_id, title`,
        [at, adminEmail, at, postId],
      );
      if (!post) {
        const [current] = await em.execute<{ status: string; has_quality_badge: boolean }[]>(
          'select status, has_quality_badge from post where id = ?',
          [postId],
        );
        if (!current) throw new PostNotFoundError();
        if (current.has_quality_badge) throw new QualityBadgeAlreadyGivenError();
        throw new PostNotApprovedError('Só posts publicados podem receber o badge de qualidade.');
      }
      await this.audit(em, {
        adminEmail,
        action: 'post_quality_marked',
        targetType: 'post',
        targetId: postId,
        targetAuthorId: post.author_id,
        details: { title: post.title },
        at,
      });
      this.events.publish(em, 'community.post_quality_marked', {
        postId,
        authorId: post.author_id,
        markedBy: adminEmail,
      });
    });
    return { success: true, message: 'Badge de qualidade concedido! O autor foi notificado.' };
  }

  async deleteComment(adminEmail: string, commentId: string, reason?: string | null): Promise<ModerationResult> {
    if (!isUuid(commentId)) throw new CommentNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const [found] = await em.execute<{ post_id: string }[]>('select post_id from post_comment where id = ?', [commentId]);
      if (!found) throw new CommentNotFoundError();
      // The post first, as deleting a post does: the two never wait on each other in opposite orders.
      await em.execute('select id from post where id = ? for no key update', [found.post_id]);
      const [comment] = await em.execute<{ post_id: string; author_id: string; likes_count: number }[]>(
        'delete from post_comment where id = ? returning post_id, author_id, likes_count',
        [commentId],
      );
      if (!comment) throw new CommentNotFoundError();
      await em.execute('update post set comments_count = comments_count - 1 where id = ?', [comment.post_id]);
      await em.execute(`delete from like_change where target_type = 'comment' and target_id = ?`, [commentId]);
      await this.audit(em, {
        adminEmail,
        action: 'comment_deleted',
        targetType: 'comment',
        targetId: commentId,
        targetAuthorId: comment.author_id,
        reason,
        details: { postId: comment.post_id, likesCount: comment.likes_count },
        at: this.clock.now(),
      });
      this.events.publish(em, 'community.comment_deleted', {
        commentId,
        postId: comment.post_id,
        authorId: comment.author_id,
      });
    });
    return { success: true, message: 'Comentário excluído.' };
  }

  private async exists(em: EntityManager, postId: string): Promise<boolean> {
    const rows = await em.execute('select 1 from post where id = ?', [postId]);
    return rows.length > 0;
  }

  /**
   * Writes the audit entry and tells the affected author, in the action's own
   * transaction: an action that happens once notifies once.
   */
  private async audit(em: EntityManager, entry: AuditEntry): Promise<void> {
    const key = AUTHOR_NOTIFICATION[entry.action];
    if (key) {
      const title = typeof entry.details.title === 'string' ? entry.details.title : '';
      await this.identity.notify(em, entry.targetAuthorId, {
        type: 'community',
        titleKey: `${key}.title`,
        messageKey: `${key}.message`,
        params: { title },
      });
    }
    this.events.publish(em, 'community.moderation_action_recorded', {
      adminEmail: entry.adminEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      memberId: entry.targetAuthorId,
      reason: entry.reason ?? null,
    });
    await em.execute(
      `insert into moderation_action (id, admin_email, action, target_type, target_id, target_author_id, reason, details, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        randomUUID(),
        entry.adminEmail,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetAuthorId,
        entry.reason ?? null,
        JSON.stringify(entry.details),
        entry.at,
      ],
    );
  }
}
