import { isUuid } from '../../../shared/ids.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import { Clock } from '../../../shared/time/index.js';
import {
  isNotificationLanguage,
  renderNotificationText,
  type NotificationLanguage,
  type NotificationParams,
  type NotificationType,
} from '../domain/notification-messages.js';
import { NotificationNotFoundError } from './identity.errors.js';

export interface NotificationInput {
  type: NotificationType;
  /** Key of the title in identity's catalogue (domain/notification-messages.ts). */
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
}

export interface NotificationView {
  id: string;
  title: string;
  message: string;
  notification_type: string;
  is_read: boolean;
  created_at: string;
}

interface NotificationRow {
  id: string;
  type: string;
  title_key: string;
  message_key: string;
  params: NotificationParams;
  is_read: boolean;
  created_at: Date;
}


const isPageCursor = (parts: (string | number)[]): parts is [string, string] =>
  parts.length === 2 &&
  typeof parts[0] === 'string' &&
  !Number.isNaN(Date.parse(parts[0])) &&
  typeof parts[1] === 'string' &&
  isUuid(parts[1]);

/**
 * Writes a notification with the caller's EntityManager, so it commits (once)
 * with the caller's transaction, e.g. with the XP award that caused it.
 */
export async function insertNotification(
  em: EntityManager,
  memberId: string,
  input: NotificationInput,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  // A member who turned community notifications off in the settings gets no new
  // `community` entries; the check is part of the insert, so it cannot go stale.
  await em.execute(
    `insert into notification (id, member_id, type, title_key, message_key, params, is_read, created_at)
     select ?, ?, ?, ?, ?, ?, false, ?
     where ? <> 'community' or coalesce((select notify_community from member where id = ?), true)`,
    [id, memberId, input.type, input.titleKey, input.messageKey, JSON.stringify(input.params ?? {}), now, input.type, memberId],
  );
  return id;
}

/** The member's notification inbox (spec: learner area, Notifications). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Newest first, rendered in `language` (default: the member's preferred language). */
  async listNotifications(
    memberId: string,
    page: { cursor?: string; limit?: number; language?: NotificationLanguage },
  ): Promise<{ notifications: NotificationView[]; nextCursor: string | null }> {
    const limit = page.limit ?? 20;
    const after = readCursor(page.cursor, isPageCursor);
    const em = this.em.fork();
    const language = page.language ?? (await this.preferredLanguage(em, memberId));
    const rows = await em.execute<NotificationRow[]>(
      `select id, type, title_key, message_key, params, is_read, created_at from notification
       where member_id = ? ${after ? 'and (created_at, id) < (?, ?)' : ''}
       order by created_at desc, id desc limit ?`,
      [memberId, ...(after ? [new Date(after[0]), after[1]] : []), limit + 1],
    );
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    return {
      notifications: pageRows.map((row) => ({
        id: row.id,
        title: renderNotificationText(row.title_key, row.params, language),
        message: renderNotificationText(row.message_key, row.params, language),
        notification_type: row.type,
        is_read: row.is_read,
        created_at: new Date(row.created_at).toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor([new Date(last.created_at).toISOString(), last.id]) : null,
    };
  }

  async countUnread(memberId: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from notification where member_id = ? and is_read = false', [
        memberId,
      ]);
    return Number(row.count);
  }

  /** Marks one of the member's notifications read; idempotent. Someone else's is "not found". */
  async markRead(memberId: string, notificationId: string): Promise<void> {
    if (!isUuid(notificationId)) throw new NotificationNotFoundError();
    const rows = await this.em
      .fork()
      .execute('update notification set is_read = true where id = ? and member_id = ? returning id', [
        notificationId,
        memberId,
      ]);
    if (rows.length === 0) throw new NotificationNotFoundError();
  }

  async markAllRead(memberId: string): Promise<number> {
    const rows = await this.em
      .fork()
      .execute('update notification set is_read = true where member_id = ? and is_read = false returning id', [memberId]);
    return rows.length;
  }

  async notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string> {
    return insertNotification(em, memberId, input, this.clock.now());
  }

  private async preferredLanguage(em: EntityManager, memberId: string): Promise<NotificationLanguage> {
    const [row] = await em.execute<{ preferred_language: string }[]>(
      'select preferred_language from member where id = ?',
      [memberId],
    );
    return isNotificationLanguage(row?.preferred_language) ? row.preferred_language : 'pt';
  }
}
