import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { REMOVED_MEMBER_ID } from '../../../shared/engagement/index.js';
import { Clock } from '../../../shared/time/index.js';
import type { NotificationCatalogue } from '../domain/notification-messages.js';
import type { PushedLiveEvent } from '../domain/live-events.js';
import type { NotificationPreferences } from '../domain/preferences.js';
import { NotificationTexts } from './notification-texts.js';
import { NotificationsService, type NotificationInput } from './notifications.service.js';
import { DeliveryService, type DeliveryReport, type MemberMail } from './delivery.service.js';
import { DeliveryWorker } from './delivery.worker.js';
import { MemberEventRepository } from '../adapters/persistence/member-event.repository.js';

/**
 * The notifications module's public API (docs/architecture.md, How modules talk, ADR 0082):
 * other modules tell a member what happened through it, inside their own transaction.
 */
@Injectable()
export class NotificationsApi {
  constructor(
    private readonly clock: Clock,
    private readonly texts: NotificationTexts,
    private readonly notifications: NotificationsService,
    private readonly liveEvents: MemberEventRepository,
    private readonly delivery: DeliveryService,
    private readonly deliveryWorker: DeliveryWorker,
  ) {}

  /**
   * Registers a module's notification texts (pt and en) under its namespace,
   * from the module's `onModuleInit`: `registerNotificationMessages('courses',
   * { 'course_approved.title': { pt, en }, … })`, then notify with
   * `titleKey: 'courses.course_approved.title'` (ADR 0015). Notifications only renders them.
   */
  registerNotificationMessages(namespace: string, catalogue: NotificationCatalogue): void {
    this.texts.register(namespace, catalogue);
  }

  /**
   * Puts a notification in the member's inbox using the caller's EntityManager:
   * it commits exactly once, together with the caller's transaction (e.g. the
   * XP award that caused it). Title and message are namespaced keys of the
   * calling module's catalogue, rendered in each reader's language. Returns its
   * id, or null when the member's preferences or `onceKey` say not to create it.
   */
  notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string | null> {
    return this.notifications.notify(em, memberId, input);
  }

  /**
   * Sends an event to the member's open tabs (`GET /api/events`, ADR 0060) when the
   * caller's transaction commits, on whichever instance they are connected to: XP
   * gained, a rank reached, a badge granted. Texts known in both languages are
   * given as `{ pt, en }` and each tab receives its reader's.
   */
  async pushLive(em: EntityManager, memberId: string, event: PushedLiveEvent): Promise<void> {
    // What erased members left behind has no tabs (ADR 0109).
    if (memberId === REMOVED_MEMBER_ID) return;
    await this.liveEvents.append(em, memberId, event.type, event.data, this.clock.now());
  }

  /**
   * E-mails the member a message of the calling module (texts from its registered
   * catalogue), in the caller's transaction, while the member's e-mail switch is on
   * and they are not banned; `dedupeKey` makes it once (ADR 0062).
   */
  mailMember(em: EntityManager, memberId: string, mail: MemberMail): Promise<boolean> {
    return this.delivery.mailMember(em, memberId, mail);
  }

  /**
   * Adds a job to the daily mail hour (08:00 São Paulo): `work` runs at most once per
   * São Paulo day across instances, in one transaction (ADR 0062). Returns the trigger
   * (for tests and scripts): true when this call ran it.
   */
  addDailyMailJob(job: string, work: (em: EntityManager, day: string, weekStart: string) => Promise<void>): () => Promise<boolean> {
    const run = () => this.delivery.runOncePerDay(job, work);
    this.deliveryWorker.addDailyJob(run);
    return run;
  }

  /** E-mail and push delivery figures and recent failures, for the administrators' debug page: a part of its one statement (ADR 0080). */
  deliveryReport(): ReadPart<DeliveryReport> {
    return this.delivery.report();
  }

  /** The member's notification preferences (the settings page). */
  preferences(memberId: string): Promise<NotificationPreferences> {
    return this.delivery.preferences(memberId);
  }

  /** Saves the given preferences in the caller's transaction; an absent one stays as it is. */
  savePreferences(em: EntityManager, memberId: string, change: Partial<NotificationPreferences>): Promise<void> {
    return this.delivery.savePreferences(em, memberId, change);
  }
}
