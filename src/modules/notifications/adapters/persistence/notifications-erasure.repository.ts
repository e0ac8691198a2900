import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Everything notifications keeps for a member, in the order that keeps references whole. */
const MEMBER_TABLES = ['push_delivery', 'push_subscription', 'mail_message', 'member_event', 'notification', 'notification_preference'];

/**
 * Notifications' part of an account's erasure (ADR 0108): the inbox, the preferences, the
 * e-mails queued or sent, the push subscriptions and their deliveries, the live events.
 */
@Injectable()
export class NotificationsErasureRepository {
  async erase(em: EntityManager, memberId: string): Promise<void> {
    for (const table of MEMBER_TABLES) await em.execute(`delete from ${table} where member_id = ?`, [memberId]);
  }
}
