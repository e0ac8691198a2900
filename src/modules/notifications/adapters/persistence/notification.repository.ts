import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgPool } from '../../../../shared/pg-pool/index.js';
import { lockFor } from '../../../../shared/transactions.js';
import type { NotificationParams, NotificationType } from '../../domain/notification-messages.js';
import { authorNotBlockedSql } from '../../../identity/index.js';

interface NotificationRow {
  id: string;
  type: string;
  title_key: string;
  message_key: string;
  params: NotificationParams;
  path: string | null;
  is_read: boolean;
  created_at: Date | string;
}

export interface NotificationRecord {
  id: string;
  type: string;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  isRead: boolean;
  createdAt: Date;
  /** The SPA page it is about, or null (the inbox itself). */
  path: string | null;
}

/**
 * The member's inbox in PostgreSQL, injected as it is (ADR 0082): what it decides (a community
 * notice only while the switch is on, a once-key once) is SQL under the member's lock, judged by
 * the integration tests.
 */
@Injectable()
export class NotificationRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  async insert(
    em: EntityManager,
    n: { id: string; memberId: string; type: NotificationType; titleKey: string; messageKey: string; params: NotificationParams; path?: string | null; at: Date },
    options: { communityActivity?: boolean; onceKey?: string; actorId?: string } = {},
  ): Promise<boolean> {
    // A once-key is kept in the params (never rendered) and checked among the member's rows,
    // under the lock the member's events are appended with, so two deliveries cannot both pass.
    const params = options.onceKey ? { ...n.params, once: options.onceKey } : n.params;
    if (options.onceKey) await lockFor(em, `member-event:${n.memberId}`);
    // A member who turned community notifications off in the settings gets no notice
    // of community activity (likes and comments on their posts); the check is part of
    // the insert, so it cannot go stale. Nor of the acts of a member they block (ADR 0101).
    const rows = await em.execute<{ id: string }[]>(
      `insert into notification (id, member_id, type, title_key, message_key, params, path, is_read, created_at)
       select ?, ?, ?, ?, ?, ?, ?, false, ?
       where (not ?::boolean or coalesce((select community from notification_preference where member_id = ?), true))
         and (?::text is null or not exists (select 1 from notification where member_id = ? and params->>'once' = ?))
         and ${authorNotBlockedSql('?', '?::uuid')}
       returning id`,
      [
        n.id, n.memberId, n.type, n.titleKey, n.messageKey, JSON.stringify(params), n.path ?? null, n.at,
        options.communityActivity === true, n.memberId,
        options.onceKey ?? null, n.memberId, options.onceKey ?? null,
        n.memberId, options.actorId ?? null,
      ],
    );
    return rows.length > 0;
  }

  async byIds(memberId: string, ids: readonly string[]): Promise<NotificationRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.fork().execute<NotificationRow[]>(
      `select id, type, title_key, message_key, params, is_read, created_at, path from notification
       where member_id = ? and id = any(?::uuid[])`,
      [memberId, `{${[...new Set(ids)].join(',')}}`],
    );
    return rows.map(toRecord);
  }

  async page(memberId: string, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<NotificationRecord[]> {
    const rows = await this.em.fork().execute<NotificationRow[]>(
      `select id, type, title_key, message_key, params, is_read, created_at, path from notification
       where member_id = ? ${after ? 'and (created_at, id) < (?, ?)' : ''}
       order by created_at desc, id desc limit ?`,
      [memberId, ...(after ? [after.createdAt, after.id] : []), limit],
    );
    return rows.map(toRecord);
  }

  /** The bell's poll, every 30 s on every screen: a prepared statement (ADR 0019). */
  async countUnread(memberId: string): Promise<number> {
    const [row] = await this.db.prepared<{ count: string }>(
      'notifications_count_unread',
      'select count(*) as count from notification where member_id = $1 and is_read = false',
      [memberId],
    );
    return Number(row.count);
  }

  async markRead(memberId: string, notificationId: string, em: EntityManager = this.em.fork()): Promise<boolean> {
    const rows = await em.execute('update notification set is_read = true where id = ? and member_id = ? returning id', [notificationId, memberId]);
    return rows.length > 0;
  }

  async markAllRead(memberId: string, em: EntityManager = this.em.fork()): Promise<number> {
    const rows = await em.execute('update notification set is_read = true where member_id = ? and is_read = false returning id', [memberId]);
    return rows.length;
  }
}

function toRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    type: row.type,
    titleKey: row.title_key,
    messageKey: row.message_key,
    params: row.params,
    path: row.path,
    isRead: row.is_read,
    createdAt: new Date(row.created_at),
  };
}
