import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { IdentityApi } from '../../identity/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { CommunityRepository } from './ports/persistence.js';
import { postPagePath } from '../domain/post.js';

/**
 * Community activity on a member's own posts — a like, a comment — reaches the
 * author's inbox (and so their open tabs, ADR 0060), unless the author turned
 * `community_notifications` off: then none is created at all. Each runs in the
 * event's own transaction, once per event (ADR 0005); a like taken back and
 * given again by the same member notifies once. A like or comment by a member the
 * author blocks notifies nothing (ADR 0101).
 */
@Injectable()
export class ActivityNotificationHandlers {
  constructor(
    private readonly identity: IdentityApi,
    private readonly notifications: NotificationsApi,
    private readonly repository: CommunityRepository,
  ) {}

  @OnIntegrationEvent('community.post_liked')
  async onPostLiked(event: IntegrationEvent<'community.post_liked'>, em: EntityManager): Promise<void> {
    const { postId, likerId, postAuthorId } = event.payload;
    await this.tellAuthor(em, 'post_liked', { postId, actorId: likerId, authorId: postAuthorId, once: `post_liked:${postId}:${likerId}` });
  }

  @OnIntegrationEvent('community.comment_added')
  async onCommentAdded(event: IntegrationEvent<'community.comment_added'>, em: EntityManager): Promise<void> {
    const { commentId, postId, authorId, postAuthorId } = event.payload;
    await this.tellAuthor(em, 'post_commented', { postId, actorId: authorId, authorId: postAuthorId, once: `post_commented:${commentId}` });
  }

  private async tellAuthor(
    em: EntityManager,
    key: 'post_liked' | 'post_commented',
    fact: { postId: string; actorId: string; authorId: string; once: string },
  ): Promise<void> {
    if (fact.actorId === fact.authorId) return;
    const [title, actor] = await Promise.all([this.repository.postTitle(em, fact.postId), this.identity.getMember(fact.actorId)]);
    if (title === null) return;
    await this.notifications.notify(em, fact.authorId, {
      type: 'community',
      titleKey: `community.${key}.title`,
      messageKey: `community.${key}.message`,
      params: { title, name: actor?.name ?? '' },
      communityActivity: true,
      actorId: fact.actorId,
      onceKey: fact.once,
      path: postPagePath(fact.postId),
    });
  }
}
