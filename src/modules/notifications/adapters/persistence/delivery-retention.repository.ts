import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Retention of the mail and push outboxes (ADR 0111): a row whose delivery is over (sent,
 * logged, skipped, failed, gone) and that was queued before `before` is deleted, with the
 * address, subject and text it held. Pending rows stay, whatever their age.
 */
@Injectable()
export class DeliveryRetentionRepository {
  constructor(private readonly em: EntityManager) {}

  async pruneFinished(before: Date): Promise<{ mail: number; push: number }> {
    const em = this.em.fork();
    const mail = await em.execute<{ id: string }[]>(`delete from mail_message where status <> 'pending' and created_at < ? returning id`, [before]);
    const push = await em.execute<{ id: string }[]>(`delete from push_delivery where status <> 'pending' and created_at < ? returning id`, [before]);
    return { mail: mail.length, push: push.length };
  }
}
