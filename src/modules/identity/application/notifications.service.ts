import { isUuid } from '../../../shared/ids.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import { Clock } from '../../../shared/time/index.js';
import {
  isNotificationLanguage,
  type NotificationCatalogue,
  type NotificationLanguage,
  type NotificationParams,
  type NotificationType,
} from '../domain/notification-messages.js';
import { NotificationNotFoundError } from './identity.errors.js';
import { MemberRepository, NotificationRepository } from './ports/persistence.js';
import { DeliveryService } from './delivery.service.js';
import { NotificationTexts } from './notification-texts.js';

export interface NotificationInput {
  type: NotificationType;
  /** Namespaced key of the title in the producing module's catalogue (`gamification.level_up.title`). */
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
  /** The SPA page it is about (`/curso/…`), for e-mail links and push clicks; default the inbox. */
  path?: string;
  /**
   * `at_once`: the outcome of the member's own submission, e-mailed at once (within
   * the daily cap); every other notification reaches e-mail only through the daily digest.
   */
  email?: 'at_once';
}

export interface NotificationView {
  id: string;
  title: string;
  message: string;
  notification_type: string;
  is_read: boolean;
  created_at: string;
}

/** [created_at, id] of the last notification of the previous page. */
const PAGE_CURSOR = cursorSchema(cursorPart.timestamp(), cursorPart.uuid());

/** The member's notification inbox (spec: learner area, Notifications). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly members: MemberRepository,
    private readonly clock: Clock,
    private readonly messages: NotificationTexts,
    private readonly delivery: DeliveryService,
  ) {}

  /** See `IdentityApi.registerNotificationMessages`. */
  registerMessages(namespace: string, catalogue: NotificationCatalogue): void {
    this.messages.register(namespace, catalogue);
  }

  /** Newest first, rendered in `language` (default: the member's preferred language). */
  async listNotifications(
    memberId: string,
    page: { cursor?: string; limit?: number; language?: NotificationLanguage },
  ): Promise<{ notifications: NotificationView[]; nextCursor: string | null }> {
    const limit = page.limit ?? 20;
    const after = readCursor(page.cursor, PAGE_CURSOR);
    const language = page.language ?? (await this.preferredLanguage(memberId));
    const rows = await this.notifications.page(
      memberId,
      after ? { createdAt: new Date(after[0]), id: after[1] } : undefined,
      limit + 1,
    );
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    return {
      notifications: pageRows.map((row) => ({
        id: row.id,
        title: this.messages.render(row.titleKey, row.params, language),
        message: this.messages.render(row.messageKey, row.params, language),
        notification_type: row.type,
        is_read: row.isRead,
        created_at: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
    };
  }

  countUnread(memberId: string): Promise<number> {
    return this.notifications.countUnread(memberId);
  }

  /** Marks one of the member's notifications read; idempotent. Someone else's is "not found". */
  async markRead(memberId: string, notificationId: string): Promise<void> {
    if (!isUuid(notificationId)) throw new NotificationNotFoundError();
    if (!(await this.notifications.markRead(memberId, notificationId))) throw new NotificationNotFoundError();
  }

  markAllRead(memberId: string): Promise<number> {
    return this.notifications.markAllRead(memberId);
  }

  /**
   * Writes a notification with the caller's EntityManager, so it commits (once)
   * with the caller's transaction, e.g. with the XP award that caused it.
   */
  async notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string> {
    const id = randomUUID();
    const params = input.params ?? {};
    const at = this.clock.now();
    const path = input.path?.startsWith('/') ? input.path : null;
    const created = await this.notifications.insert(em, {
      id,
      memberId,
      type: input.type,
      titleKey: input.titleKey,
      messageKey: input.messageKey,
      params,
      path,
      at,
    });
    // E-mail and push are queued in the same transaction (ADR 0062, ADR 0063): they
    // leave once the notification exists, and never for one that rolled back.
    if (created) {
      await this.delivery.notificationCreated(em, {
        notificationId: id,
        memberId,
        path,
        emailAtOnce: input.email === 'at_once',
        texts: (language) => ({
          title: this.messages.render(input.titleKey, params, language),
          message: this.messages.render(input.messageKey, params, language),
        }),
        at,
      });
    }
    return id;
  }

  private async preferredLanguage(memberId: string): Promise<NotificationLanguage> {
    const language = await this.members.preferredLanguage(memberId);
    return isNotificationLanguage(language) ? language : 'pt';
  }
}
