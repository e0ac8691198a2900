import { isUuid } from '../../../shared/ids.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_ID } from '../../../shared/engagement/index.js';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../../../shared/http/pagination.js';
import { Clock } from '../../../shared/time/index.js';
import {
  isNotificationLanguage,
  type NotificationCategory,
  type NotificationLanguage,
  type NotificationParams,
  type NotificationType,
} from '../domain/notification-messages.js';
import { IdentityApi } from '../../identity/index.js';
import { NotificationNotFoundError } from './notifications.errors.js';
import { NotificationRepository, type NotificationRecord } from '../adapters/persistence/notification.repository.js';
import { MemberEventRepository } from '../adapters/persistence/member-event.repository.js';
import { DeliveryService } from './delivery.service.js';
import { NotificationTexts } from './notification-texts.js';

export interface NotificationInput {
  type: NotificationType;
  /** Namespaced key of the title in the producing module's catalogue (`gamification.level_up.title`). */
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
  /**
   * Community activity on the member's own posts (a like, a comment): not created at
   * all while the member's `community_notifications` setting is off.
   */
  communityActivity?: boolean;
  /**
   * The member whose act this is (a liker, a commenter): not created when the recipient
   * blocks them, checked in the insert itself (ADR 0101).
   */
  actorId?: string;
  /** The SPA page it is about (`/curso/…`), for e-mail links and push clicks; default the inbox. */
  path?: string;
  /**
   * `at_once`: the outcome of the member's own submission, e-mailed at once (within
   * the daily cap); every other notification reaches e-mail only through the daily digest.
   */
  email?: 'at_once';
  /** A key the member's inbox holds once: a second notification with it is not created. */
  onceKey?: string;
  /**
   * The member whose own words the `excerpt` parameter quotes (a reported comment's first words):
   * kept beside the parameters, never rendered, so their erasure takes the quote out of others'
   * notices (ADR 0131). Unlike `actorId`, a block does not silence the notice.
   */
  quotedId?: string;
}

export interface NotificationView {
  id: string;
  title: string;
  message: string;
  path: string | null;
  notification_type: string;
  category: NotificationCategory;
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
    private readonly identity: IdentityApi,
    private readonly events: MemberEventRepository,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly messages: NotificationTexts,
    private readonly delivery: DeliveryService,
  ) {}

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
      notifications: pageRows.map((row) => this.view(row, language)),
      nextCursor: rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
    };
  }

  countUnread(memberId: string): Promise<number> {
    return this.notifications.countUnread(memberId);
  }

  /** The member's notifications with these ids, as the inbox shows them (a stream's batch). */
  async views(memberId: string, ids: readonly string[], language: NotificationLanguage): Promise<Map<string, NotificationView>> {
    const rows = await this.notifications.byIds(memberId, ids);
    return new Map(rows.map((row) => [row.id, this.view(row, language)]));
  }

  /**
   * Marks one of the member's notifications read; idempotent. Someone else's is "not found".
   * The member's other tabs hear the new count (`unread` on their streams).
   */
  async markRead(memberId: string, notificationId: string): Promise<void> {
    if (!isUuid(notificationId)) throw new NotificationNotFoundError();
    const found = await this.em.fork().transactional(async (em) => {
      if (!(await this.notifications.markRead(memberId, notificationId, em))) return false;
      await this.events.append(em, memberId, 'unread', {}, this.clock.now());
      return true;
    });
    if (!found) throw new NotificationNotFoundError();
  }

  markAllRead(memberId: string): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const updated = await this.notifications.markAllRead(memberId, em);
      if (updated > 0) await this.events.append(em, memberId, 'unread', {}, this.clock.now());
      return updated;
    });
  }

  /**
   * Writes a notification with the caller's EntityManager, so it commits (once)
   * with the caller's transaction, e.g. with the XP award that caused it. Returns
   * its id, or null when the member's settings say not to create it. `REMOVED_MEMBER_ID`, the
   * author of what erased members left behind, is nobody's inbox: nothing is written for it (ADR 0109).
   */
  async notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string | null> {
    if (memberId === REMOVED_MEMBER_ID) return null;
    const id = randomUUID();
    // The actor is kept beside the texts' parameters (never rendered), so an erasure finds the
    // notices that name them in others' inboxes (ADR 0109's amendment).
    const params = {
      ...input.params,
      ...(input.actorId ? { actor: input.actorId } : {}),
      ...(input.quotedId && input.params?.excerpt !== undefined ? { quoted: input.quotedId } : {}),
    };
    const at = this.clock.now();
    const path = input.path?.startsWith('/') ? input.path : null;
    const created = await this.notifications.insert(
      em,
      { id, memberId, type: input.type, titleKey: input.titleKey, messageKey: input.messageKey, params, path, at },
      { communityActivity: input.communityActivity, onceKey: input.onceKey, actorId: input.actorId },
    );
    if (!created) return null;
    // The member's open tabs receive it when this transaction commits (ADR 0060).
    await this.events.append(em, memberId, 'notification', { id }, at);
    // E-mail and push are queued in the same transaction (ADR 0062, ADR 0063): they
    // leave once the notification exists, and never for one that rolled back.
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
    return id;
  }

  /** The member's preferred language, as the inbox renders by default. */
  async preferredLanguage(memberId: string): Promise<NotificationLanguage> {
    const language = await this.identity.preferredLanguage(memberId);
    return isNotificationLanguage(language) ? language : 'pt';
  }

  private view(row: NotificationRecord, language: NotificationLanguage): NotificationView {
    return {
      id: row.id,
      title: this.messages.render(row.titleKey, row.params, language),
      message: this.messages.render(row.messageKey, row.params, language),
      path: row.path,
      notification_type: row.type,
      category: this.messages.categoryOf(row.titleKey, row.type),
      is_read: row.isRead,
      created_at: row.createdAt.toISOString(),
    };
  }
}
