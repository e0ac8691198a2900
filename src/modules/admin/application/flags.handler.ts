import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { FlagsRepository } from '../adapters/persistence/flags.repository.js';

/**
 * An item deleted any way (by its author, by an administrator, with what it belonged to) closes
 * its open reports, and those of what belonged to it (ADR 0103).
 */
@Injectable()
export class FlagsGoneHandlers {
  constructor(private readonly repository: FlagsRepository) {}

  @OnIntegrationEvent('community.post_deleted')
  onPostDeleted(event: IntegrationEvent<'community.post_deleted'>, em: EntityManager): Promise<void> {
    return this.repository.closeGone(em, event.payload.postId, new Date(event.occurredAt));
  }

  @OnIntegrationEvent('community.comment_deleted')
  onCommentDeleted(event: IntegrationEvent<'community.comment_deleted'>, em: EntityManager): Promise<void> {
    return this.repository.closeGone(em, event.payload.commentId, new Date(event.occurredAt));
  }

  @OnIntegrationEvent('courses.comment_deleted')
  onCourseCommentDeleted(event: IntegrationEvent<'courses.comment_deleted'>, em: EntityManager): Promise<void> {
    return this.repository.closeGone(em, event.payload.commentId, new Date(event.occurredAt));
  }

  /** A course or a chat message goes only by an administrator's deletion, which the audit log hears of. */
  @OnIntegrationEvent('courses.admin_action_recorded')
  async onCoursesAction(event: IntegrationEvent<'courses.admin_action_recorded'>, em: EntityManager): Promise<void> {
    if (event.payload.action === 'course_deleted') await this.repository.closeGone(em, event.payload.targetId, new Date(event.occurredAt));
  }

  /** Texts, corrections and replies, with a correction's replies named (they are not its children in the reports). */
  @OnIntegrationEvent('corrections.items_deleted')
  async onCorrectionsDeleted(event: IntegrationEvent<'corrections.items_deleted'>, em: EntityManager): Promise<void> {
    for (const id of event.payload.ids) await this.repository.closeGone(em, id, new Date(event.occurredAt));
  }

  @OnIntegrationEvent('chat.admin_action_recorded')
  async onChatAction(event: IntegrationEvent<'chat.admin_action_recorded'>, em: EntityManager): Promise<void> {
    if (event.payload.action === 'chat_message_deleted') await this.repository.closeGone(em, event.payload.targetId, new Date(event.occurredAt));
  }
}
