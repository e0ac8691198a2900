import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { AdminRepository } from './ports/persistence.js';

type AdminActionEvent = IntegrationEvent<'community.moderation_action_recorded' | 'courses.admin_action_recorded' | 'chat.admin_action_recorded' | 'corrections.admin_action_recorded'>;

/**
 * Other modules' administrator actions reach the audit log as facts (ADR 0029,
 * ADR 0037); the event id makes a redelivered event one entry.
 */
@Injectable()
export class AuditHandlers {
  constructor(private readonly repository: AdminRepository) {}

  @OnIntegrationEvent('community.moderation_action_recorded')
  onCommunityAction(event: IntegrationEvent<'community.moderation_action_recorded'>, em: EntityManager): Promise<void> {
    return this.record('community', event, em);
  }

  @OnIntegrationEvent('courses.admin_action_recorded')
  onCoursesAction(event: IntegrationEvent<'courses.admin_action_recorded'>, em: EntityManager): Promise<void> {
    return this.record('courses', event, em);
  }

  @OnIntegrationEvent('chat.admin_action_recorded')
  onChatAction(event: IntegrationEvent<'chat.admin_action_recorded'>, em: EntityManager): Promise<void> {
    return this.record('chat', event, em);
  }

  @OnIntegrationEvent('corrections.admin_action_recorded')
  onCorrectionsAction(event: IntegrationEvent<'corrections.admin_action_recorded'>, em: EntityManager): Promise<void> {
    return this.record('corrections', event, em);
  }

  private async record(module: string, event: AdminActionEvent, em: EntityManager): Promise<void> {
    const p = event.payload;
    await this.repository.recordAudit(em, {
      adminEmail: p.adminEmail,
      module,
      action: p.action,
      targetType: p.targetType,
      targetId: p.targetId,
      memberId: p.memberId,
      reason: p.reason,
      targetLabel: p.targetLabel ?? null,
      at: new Date(event.occurredAt),
      sourceEventId: event.id,
    });
  }
}
