import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { AdminRepository } from './ports/persistence.js';

/**
 * Other modules' administrator actions reach the audit log as facts (ADR 0029);
 * the event id makes a redelivered event one entry.
 */
@Injectable()
export class AuditHandlers {
  constructor(private readonly repository: AdminRepository) {}

  @OnIntegrationEvent('community.moderation_action_recorded')
  async onCommunityAction(event: IntegrationEvent<'community.moderation_action_recorded'>, em: EntityManager): Promise<void> {
    const p = event.payload;
    await this.repository.recordAudit(em, {
      adminEmail: p.adminEmail,
      module: 'community',
      action: p.action,
      targetType: p.targetType,
      targetId: p.targetId,
      memberId: p.memberId,
      reason: p.reason,
      at: new Date(event.occurredAt),
      sourceEventId: event.id,
    });
  }
}
