import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { isBanned, isListedAdministrator } from '../domain/member.js';
import type { NotificationCatalogue } from '../domain/notification-messages.js';
import { memberBanned } from './identity.errors.js';
import { recordActivityIn } from './sign-in.service.js';
import { NotificationsService, type NotificationInput } from './notifications.service.js';
import { MemberEventRepository, type MemberSummary } from './ports/persistence.js';
import { MemberRepository } from '../adapters/persistence/member.repository.js';
import type { PushedLiveEvent } from '../domain/live-events.js';
import { DeliveryService, type DeliveryReport, type MemberMail } from './delivery.service.js';
import { DeliveryWorker } from './delivery.worker.js';
import { DAILY_GOALS, DEFAULT_DAILY_GOAL } from '../domain/profile.js';

export type { MemberSummary };

/**
 * The identity module's public API (docs/architecture.md, How modules talk): every other module
 * asks about members through it, in one batched call per page.
 */
@Injectable()
export class IdentityApi {
  /** The daily XP goals a member may choose, and the one a new member has. */
  static readonly dailyGoals = DAILY_GOALS;
  static readonly defaultDailyGoal = DEFAULT_DAILY_GOAL;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly notifications: NotificationsService,
    private readonly members: MemberRepository,
    private readonly liveEvents: MemberEventRepository,
    private readonly delivery: DeliveryService,
    private readonly deliveryWorker: DeliveryWorker,
  ) {}

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

  async getMembers(ids: readonly string[]): Promise<Map<string, MemberSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const members = await this.members.summaries(unique);
    return new Map(members.map((m) => [m.id, m]));
  }

  async getMember(id: string): Promise<MemberSummary | null> {
    return (await this.getMembers([id])).get(id) ?? null;
  }

  /**
   * Daily XP goals by member id (members unknown here get the default). Pass
   * the caller's EntityManager when calling from inside a transaction.
   */
  async getDailyGoals(ids: readonly string[], em?: EntityManager): Promise<Map<string, number>> {
    const unique = [...new Set(ids)];
    const goals = new Map(unique.map((id) => [id, DEFAULT_DAILY_GOAL]));
    if (unique.length === 0) return goals;
    for (const row of await this.members.dailyGoals(unique, em)) goals.set(row.id, row.dailyGoal);
    return goals;
  }

  /**
   * Puts a notification in the member's inbox using the caller's EntityManager:
   * it commits exactly once, together with the caller's transaction (e.g. the
   * XP award that caused it). Title and message are namespaced keys of the
   * calling module's catalogue (see `registerNotificationMessages`), rendered
   * in each reader's language.
   */
  async notify(em: EntityManager, memberId: string, input: NotificationInput): Promise<string | null> {
    return this.notifications.notify(em, memberId, input);
  }

  /**
   * Sends an event to the member's open tabs (`GET /api/events`, ADR 0060) when the
   * caller's transaction commits, on whichever instance they are connected to: XP
   * gained, a rank reached, a badge granted. Texts known in both languages are
   * given as `{ pt, en }` and each tab receives its reader's.
   */
  async pushLive(em: EntityManager, memberId: string, event: PushedLiveEvent): Promise<void> {
    await this.liveEvents.append(em, memberId, event.type, event.data, this.clock.now());
  }

  /** Throws the 403 of a banned member (ADR 0028) when the member's ban is in force now. */
  async assertNotBanned(memberId: string): Promise<void> {
    await this.em.fork().transactional((em) => this.assertCanParticipate(em, memberId));
  }

  /**
   * Registers a module's notification texts (pt and en) under its namespace,
   * from the module's `onModuleInit`: `registerNotificationMessages('courses',
   * { 'course_approved.title': { pt, en }, … })`, then notify with
   * `titleKey: 'courses.course_approved.title'`. Identity only renders them.
   */
  registerNotificationMessages(namespace: string, catalogue: NotificationCatalogue): void {
    this.notifications.registerMessages(namespace, catalogue);
  }

  countMembers(): Promise<number> {
    return this.members.count();
  }

  /** The distinct languages members say they speak. */
  spokenLanguages(): Promise<string[]> {
    return this.members.spokenLanguages();
  }

  /** Whether the member is an administrator (verified e-mail listed in ADMIN_EMAILS). */
  isAdministrator(member: { email: string; emailVerified: boolean }): boolean {
    return isListedAdministrator(member, this.config.get('ADMIN_EMAILS'));
  }

  /**
   * Throws a 403 domain error when the member may not post, comment or like.
   * Call it inside the write's transaction with its EntityManager: the member
   * row is read `FOR SHARE`, so a ban either committed before (refused) or
   * waits until the write committed — nothing commits after a ban.
   */
  async assertCanParticipate(em: EntityManager, memberId: string, options: { changesMemberRow?: boolean } = {}): Promise<void> {
    // A write that then updates the member row locks it for update at once: two
    // share locks upgraded in two transactions would deadlock.
    const ban = await this.members.banStateForWrite(em, memberId, options.changesMemberRow ? 'update' : 'share');
    if (ban && isBanned(ban, this.clock.now())) throw memberBanned(ban);
  }

  /**
   * The global guard's early answer for every state-changing request of a
   * member's session (ADR 0050): throws the 403 of a ban in force. Without a
   * lock: the write's own `assertCanParticipate` is the one that races hold.
   */
  async assertMayAct(memberId: string): Promise<void> {
    const ban = await this.members.banState(memberId);
    if (ban && isBanned(ban, this.clock.now())) throw memberBanned(ban);
  }

  /** Records the member's activity today (first time per São Paulo day publishes an event). */
  async recordActivity(memberId: string): Promise<string> {
    const day = saoPauloDay(this.clock.now());
    await this.em.fork().transactional((em) => recordActivityIn(em, this.members, this.events, memberId, day));
    return day;
  }
}
