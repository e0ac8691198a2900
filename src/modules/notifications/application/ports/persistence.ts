import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationParams, NotificationType } from '../../domain/notification-messages.js';

/**
 * What the notifications module's use cases need from PostgreSQL (ADR 0002: the SQL
 * lives in adapters/persistence, which implement these). An `em` parameter is the
 * caller's transaction; without one, the adapter uses its own fork.
 */

export interface NotificationRecord {
  id: string;
  type: string;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  isRead: boolean;
  createdAt: Date;
}

export abstract class NotificationRepository {
  abstract insert(
    em: EntityManager,
    notification: { id: string; memberId: string; type: NotificationType; titleKey: string; messageKey: string; params: NotificationParams; path?: string | null; at: Date },
    options?: { communityActivity?: boolean; onceKey?: string },
  ): Promise<boolean>;
  /** The member's notifications with these ids (a stream's batch). */
  abstract byIds(memberId: string, ids: readonly string[]): Promise<NotificationRecord[]>;
  /** Newest first, after `(createdAt, id)` when given. */
  abstract page(memberId: string, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<NotificationRecord[]>;
  abstract countUnread(memberId: string): Promise<number>;
  abstract markRead(memberId: string, notificationId: string, em?: EntityManager): Promise<boolean>;
  abstract markAllRead(memberId: string, em?: EntityManager): Promise<number>;
}

export interface MemberEventRecord {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

/** The member's live events (ADR 0060): appended with the fact, read by the streams, pruned after a while. */
export abstract class MemberEventRepository {
  /**
   * Appends an event in the caller's transaction under the member's advisory lock
   * (so a member's seqs commit in order) and notifies `member_event` with the
   * member's id, delivered to every instance at commit. Returns its seq.
   */
  abstract append(em: EntityManager, memberId: string, type: string, data: Record<string, unknown>, at: Date): Promise<number>;
  /** The member's events after `afterSeq` and not older than `notBefore`, oldest first. */
  abstract since(memberId: string, afterSeq: number, notBefore: Date, limit: number): Promise<MemberEventRecord[]>;
  /** The seq of the member's latest event, 0 when none. */
  abstract latestSeq(memberId: string): Promise<number>;
  abstract pruneBefore(before: Date): Promise<number>;
}
