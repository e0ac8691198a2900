import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeadlockException } from '@mikro-orm/core';
import { AppConfig } from '../../../config/index.js';
import { notify } from '../../../shared/notify/index.js';
import { Clock, saoPauloDay, saoPauloWeekStart, startOfSaoPauloDay } from '../../../shared/time/index.js';
import { allowedPushEndpoint, isDigestDue, isPushSubscriptionDead, mailMessageId, nextAttemptAt, signUnsubscribeToken, verifyUnsubscribeToken } from '../domain/delivery.js';
import { isNotificationLanguage, type NotificationLanguage, type NotificationParams } from '../domain/notification-messages.js';
import { NotificationTexts } from './notification-texts.js';
import { IdentityApi } from '../../identity/index.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../domain/preferences.js';
import {
  DeliveryRepository,
  Mailer,
  MailRenderer,
  PushService,
  type DeliveryFailure,
  type DeliveryStatusCounts,
  type MailContent,
  type NewMail,
  type PushTarget,
  type Recipient,
  type VapidKeys,
} from './ports/delivery.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { DeliveryQueries } from '../adapters/persistence/delivery.queries.js';
import { PushEndpointNotAllowedError, PushSubscriptionNotFoundError, UnsubscribeTokenInvalidError } from './delivery.errors.js';

/** Channel that wakes every instance's delivery worker when a commit queued something. */
export const DELIVERY_CHANNEL = 'delivery_due';
/** The digest shows this many notifications and counts the rest. */
const DIGEST_ITEMS = 20;
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60_000;

const WORDS = {
  pt: {
    open: 'Abrir no Poliglota',
    inbox: 'Ver notificações',
    digestSubject: (count: number) => (count === 1 ? 'Você tem 1 notificação não lida' : `Você tem ${count} notificações não lidas`),
    digestHeading: 'Suas notificações das últimas 24 horas',
    digestMore: (count: number) => (count === 1 ? 'E mais 1 notificação na sua caixa.' : `E mais ${count} notificações na sua caixa.`),
  },
  en: {
    open: 'Open in Poliglota',
    inbox: 'See notifications',
    digestSubject: (count: number) => (count === 1 ? 'You have 1 unread notification' : `You have ${count} unread notifications`),
    digestHeading: 'Your notifications of the last 24 hours',
    digestMore: (count: number) => (count === 1 ? 'And 1 more notification in your inbox.' : `And ${count} more notifications in your inbox.`),
  },
} as const;

export interface CreatedNotification {
  notificationId: string;
  memberId: string;
  path: string | null;
  emailAtOnce: boolean;
  texts: (language: NotificationLanguage) => { title: string; message: string };
  at: Date;
}

/** A message about the member's own account (mailAccountNotice): it is sent whatever their switch or a ban says. */
export interface AccountMail extends Omit<MemberMail, 'kind'> {
  kind: 'account';
}

/** A message another module asks notifications to e-mail (the Monday ranking place). */
export interface MemberMail {
  kind: 'weekly_place';
  /** Makes it once: `weekly_place:<week>`. */
  dedupeKey: string;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  path: string;
}

export interface DeliveryReport {
  email: DeliveryStatusCounts;
  push: DeliveryStatusCounts;
  recentFailures: DeliveryFailure[];
  smtpConfigured: boolean;
}

/**
 * E-mail and Web Push of the member's notifications (ADR 0062, ADR 0063): what is
 * queued (in the notification's transaction), the daily digest, the worker's
 * sending with retries, the unsubscribe and the push subscriptions.
 */
@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);
  private vapid?: Promise<VapidKeys>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly repository: DeliveryRepository,
    private readonly mailer: Mailer,
    private readonly renderer: MailRenderer,
    private readonly push: PushService,
    private readonly texts: NotificationTexts,
    private readonly queries: DeliveryQueries,
    private readonly identity: IdentityApi,
  ) {}

  // --- queueing --------------------------------------------------------------------------

  /** Called by `notify` inside the notification's transaction. */
  async notificationCreated(em: EntityManager, created: CreatedNotification): Promise<void> {
    // Identity is asked (once) only when something may leave: an e-mail at once, or a push to a subscribed browser.
    const preferences = (await this.repository.preferences(em, [created.memberId])).get(created.memberId) ?? DEFAULT_NOTIFICATION_PREFERENCES;
    const mayMail = created.emailAtOnce && preferences.email;
    const mayPush = preferences.push && (await this.repository.hasPushSubscription(em, created.memberId));
    if (!mayMail && !mayPush) return;
    const recipient = await this.recipient(em, created.memberId, created.at, preferences);
    if (!recipient || recipient.banned) return;
    const language = languageOf(recipient);
    const { title, message } = created.texts(language);
    let queued = false;
    if (created.emailAtOnce && recipient.emailOn) {
      queued = await this.queueMail(em, recipient, {
        kind: 'outcome',
        dedupeKey: `notification:${created.notificationId}`,
        notificationId: created.notificationId,
        subject: title,
        heading: title,
        items: [{ title, message, path: created.path }],
        action: { label: WORDS[language].open, path: created.path ?? '/notificacoes' },
        capped: true,
        at: created.at,
      });
    }
    if (recipient.pushOn) {
      const payload = { title, body: message, path: created.path ?? '/notificacoes', tag: created.notificationId };
      queued = (await this.repository.queuePushForMember(em, recipient.memberId, created.notificationId, payload, created.at)) > 0 || queued;
    }
    if (queued) await notify(em, DELIVERY_CHANNEL, '');
  }

  /** E-mails the member a message of another module (within the member's e-mail switch, not the cap). */
  async mailMember(em: EntityManager, memberId: string, mail: MemberMail): Promise<boolean> {
    const now = this.clock.now();
    const recipient = await this.recipient(em, memberId, now);
    if (!recipient || recipient.banned || !recipient.emailOn) return false;
    return this.mailRendered(em, recipient, mail, now);
  }

  /**
   * E-mails the member about their own account, in answer to their own request (the deletion they
   * scheduled, ADR 0108): it leaves whatever their e-mail switch says and during a ban, whose
   * member keeps the rights over their data (ADR 0123). Once per dedupe key.
   */
  async mailAccountNotice(em: EntityManager, memberId: string, mail: Omit<AccountMail, 'kind'>): Promise<boolean> {
    const now = this.clock.now();
    const recipient = await this.recipient(em, memberId, now);
    if (!recipient) return false;
    return this.mailRendered(em, recipient, { ...mail, kind: 'account' }, now);
  }

  private async mailRendered(em: EntityManager, recipient: Recipient, mail: MemberMail | AccountMail, now: Date): Promise<boolean> {
    const memberId = recipient.memberId;
    const language = languageOf(recipient);
    const title = this.texts.render(mail.titleKey, mail.params, language);
    const message = this.texts.render(mail.messageKey, mail.params, language);
    const queued = await this.queueMail(em, recipient, {
      kind: mail.kind,
      dedupeKey: `${mail.dedupeKey}:${memberId}`,
      notificationId: null,
      subject: title,
      heading: title,
      items: [{ title, message, path: mail.path }],
      action: { label: WORDS[language].open, path: mail.path },
      capped: false,
      at: now,
    });
    if (queued) await notify(em, DELIVERY_CHANNEL, '');
    return queued;
  }

  private async queueMail(
    em: EntityManager,
    recipient: Recipient,
    mail: {
      kind: NewMail['kind'];
      dedupeKey: string;
      notificationId: string | null;
      subject: string;
      heading: string;
      items: { title: string; message: string; path: string | null }[];
      action: { label: string; path: string };
      capped: boolean;
      at: Date;
    },
  ): Promise<boolean> {
    if (mail.capped) {
      // The day's cap, counted per São Paulo day under a per-member lock: beyond it the
      // notification stays unread and reaches the member in the next digest.
      await this.repository.lockMemberMail(em, recipient.memberId);
      const today = startOfSaoPauloDay(saoPauloDay(mail.at));
      if ((await this.repository.countMailSince(em, recipient.memberId, today)) >= this.config.get('MAIL_DAILY_LIMIT')) return false;
    }
    const language = languageOf(recipient);
    const unsubscribeUrl = this.unsubscribeUrl(recipient.memberId, mail.at);
    const content: MailContent = {
      language,
      name: recipient.name,
      subject: mail.subject,
      heading: mail.heading,
      items: mail.items.map((item) => ({ title: item.title, message: item.message, url: this.url(item.path ?? '/notificacoes') })),
      action: { label: mail.action.label, url: this.url(mail.action.path) },
      unsubscribeUrl,
      settingsUrl: this.url('/configuracoes'),
    };
    const { html, text } = await this.renderer.render(content);
    return this.repository.insertMail(
      em,
      {
        memberId: recipient.memberId,
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        notificationId: mail.notificationId,
        to: recipient.email,
        language,
        subject: mail.subject,
        html,
        text,
        unsubscribeUrl,
      },
      mail.at,
    );
  }

  // --- the daily digest --------------------------------------------------------------------

  /**
   * From 08:00 São Paulo, once a day across instances (an advisory lock plus the
   * day's run row): one e-mail per member with the unread notifications of the
   * last 24 hours that no e-mail told of yet. Returns how many were queued.
   */
  async runDailyDigest(): Promise<number> {
    const now = this.clock.now();
    if (!isDigestDue(now)) return 0;
    const day = saoPauloDay(now);
    return this.em.fork().transactional(async (em) => {
      if (!(await this.repository.tryJobLock(em, 'digest'))) return 0;
      if (await this.repository.hasJobRun(em, 'digest', day)) return 0;
      const since = new Date(now.getTime() - DAY_MS);
      let queued = 0;
      const candidates = await this.repository.digestRecipients(em, since, now);
      // One read of identity for all of them (ADR 0082); the banned get no digest.
      const contacts = await this.identity.contacts(candidates, now, em);
      for (const memberId of candidates) {
        const contact = contacts.get(memberId);
        if (!contact || contact.banned) continue;
        const recipient = toRecipient(contact, { ...DEFAULT_NOTIFICATION_PREFERENCES, email: true });
        const language = languageOf(recipient);
        const { items, total } = await this.repository.digestItems(em, memberId, since, DIGEST_ITEMS);
        if (total === 0) continue;
        const words = WORDS[language];
        const rendered = items.map((item) => ({
          title: this.texts.render(item.titleKey, item.params as NotificationParams, language),
          message: this.texts.render(item.messageKey, item.params as NotificationParams, language),
          path: item.path,
        }));
        if (total > items.length) rendered.push({ title: words.digestMore(total - items.length), message: '', path: '/notificacoes' });
        const ok = await this.queueMail(em, recipient, {
          kind: 'digest',
          dedupeKey: `digest:${day}:${memberId}`,
          notificationId: null,
          subject: words.digestSubject(total),
          heading: words.digestHeading,
          items: rendered,
          action: { label: words.inbox, path: '/notificacoes' },
          capped: false,
          at: now,
        });
        if (ok) queued += 1;
      }
      await this.repository.recordJobRun(em, 'digest', day, now);
      if (queued > 0) await notify(em, DELIVERY_CHANNEL, '');
      return queued;
    });
  }

  /** Runs `job` at most once per São Paulo day across instances, from the digest hour on (for other modules' daily mail). */
  async runOncePerDay(job: string, work: (em: EntityManager, day: string, weekStart: string) => Promise<void>): Promise<boolean> {
    const now = this.clock.now();
    if (!isDigestDue(now)) return false;
    const day = saoPauloDay(now);
    return this.em.fork().transactional(async (em) => {
      if (!(await this.repository.tryJobLock(em, job))) return false;
      if (!(await this.repository.recordJobRun(em, job, day, now))) return false;
      await work(em, day, saoPauloWeekStart(now));
      return true;
    });
  }

  // --- sending ------------------------------------------------------------------------------

  /** Sends every due message, each in its own transaction holding the row's lock. Returns how many were handled. */
  deliverDueMail(limit = 100): Promise<number> {
    return this.deliverDue(limit, async (em) => {
      const now = this.clock.now();
      const mail = await this.repository.claimMail(em, now);
      if (!mail) return false;
      // The switch and a ban are judged again when it leaves: both may have changed since. A
      // message about the member's own account answers their request and leaves regardless.
      const recipient = await this.recipient(em, mail.memberId, now);
      if (!recipient || (mail.kind !== 'account' && (recipient.banned || !recipient.emailOn))) {
        await this.repository.finishMail(em, mail.id, 'skipped', now);
        return true;
      }
      try {
        const status = await this.mailer.send({ ...mail, messageId: mailMessageId(mail.id, this.config.get('PUBLIC_URL')) });
        await this.repository.finishMail(em, mail.id, status, this.clock.now());
      } catch (error) {
        const attempts = mail.attempts + 1;
        const next = nextAttemptAt(attempts, now);
        this.logger.warn({ err: error, mailId: mail.id, attempts }, next ? 'e-mail not sent; retrying later' : 'e-mail not sent; given up');
        await this.repository.retryMail(em, mail.id, errorText(error), next);
      }
      return true;
    });
  }

  deliverDuePush(limit = 100): Promise<number> {
    return this.deliverDue(limit, async (em) => {
      const now = this.clock.now();
      const push = await this.repository.claimPush(em, now);
      if (!push) return false;
      if (!push.target) {
        await this.repository.finishPush(em, push.id, 'gone', now);
        return true;
      }
      const recipient = await this.recipient(em, push.memberId, now);
      if (!recipient || recipient.banned || !recipient.pushOn) {
        await this.repository.finishPush(em, push.id, 'skipped', now);
        return true;
      }
      let failure: string;
      try {
        const status = await this.push.send(push.target, JSON.stringify(push.payload), await this.vapidKeys(), {
          ttlSeconds: PUSH_TTL_SECONDS,
          urgency: 'normal',
        });
        if (status >= 200 && status < 300) {
          await this.repository.finishPush(em, push.id, 'sent', now);
          await this.repository.subscriptionWorked(em, push.subscriptionId);
          return true;
        }
        if (status === 404 || status === 410) {
          // The browser dropped the subscription: it is removed with what was queued for it.
          await this.repository.finishPush(em, push.id, 'gone', now);
          await this.repository.removeSubscription(em, push.subscriptionId);
          return true;
        }
        failure = `push service answered ${status}`;
      } catch (error) {
        failure = errorText(error);
      }
      const failingSince = await this.repository.subscriptionFailed(em, push.subscriptionId, now);
      if (failingSince && isPushSubscriptionDead(failingSince, now, this.config.get('WEB_PUSH_FAILING_DAYS'))) {
        // A push service that has refused the device for days will not take it back (ADR 0063).
        this.logger.warn({ pushId: push.id, subscriptionId: push.subscriptionId, failingSince, failure }, 'push subscription failing for days; removed');
        await this.repository.finishPush(em, push.id, 'gone', now);
        await this.repository.removeSubscription(em, push.subscriptionId);
        return true;
      }
      const attempts = push.attempts + 1;
      const next = nextAttemptAt(attempts, now);
      this.logger.warn({ pushId: push.id, attempts, failure }, next ? 'push not delivered; retrying later' : 'push not delivered; given up');
      await this.repository.retryPush(em, push.id, failure, next);
      return true;
    });
  }

  /**
   * Handles due messages one by one, each in its own transaction holding its row's lock, until
   * none is left or `limit` were handled; `deliverOne` answers false when it found none.
   */
  private async deliverDue(limit: number, deliverOne: (em: EntityManager) => Promise<boolean>): Promise<number> {
    let handled = 0;
    while (handled < limit) {
      let done: boolean;
      try {
        done = await this.em.fork().transactional(deliverOne);
      } catch (error) {
        // Two instances handling messages of one push subscription can deadlock (one removes the
        // subscription, whose queued rows the other holds): PostgreSQL rolls one back, and its row,
        // pending again, is taken on the next turn (at least once, ADR 0062).
        if (!(error instanceof DeadlockException)) throw error;
        this.logger.warn({ err: error }, 'delivery rolled back by a deadlock; retried');
        done = true;
      }
      if (!done) break;
      handled += 1;
    }
    return handled;
  }

  // --- unsubscribe ----------------------------------------------------------------------------

  unsubscribeUrl(memberId: string, now: Date): string {
    const token = signUnsubscribeToken(this.config.unsubscribeKey, memberId, now);
    return `${this.config.get('PUBLIC_URL')}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** The member a token names and the language to ask them in; a bad token is refused. */
  async unsubscribeTarget(token: unknown): Promise<{ memberId: string; language: NotificationLanguage }> {
    const memberId = verifyUnsubscribeToken(this.config.unsubscribeKey, token, this.clock.now());
    if (!memberId) throw new UnsubscribeTokenInvalidError();
    const contact = (await this.identity.contacts([memberId], this.clock.now())).get(memberId);
    if (!contact) throw new UnsubscribeTokenInvalidError();
    return { memberId, language: isNotificationLanguage(contact.preferredLanguage) ? contact.preferredLanguage : 'pt' };
  }

  /** Turns `email_notifications` off for the token's member (idempotent). */
  async unsubscribe(token: unknown): Promise<{ language: NotificationLanguage }> {
    const target = await this.unsubscribeTarget(token);
    await this.em.fork().transactional((em) => this.repository.setEmailNotifications(em, target.memberId, false, this.clock.now()));
    return { language: target.language };
  }

  // --- push subscriptions -----------------------------------------------------------------------

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /** Keeps the subscription with its endpoint as the URL parser reads it: what is stored is what is sent to. */
  async subscribe(memberId: string, target: PushTarget): Promise<void> {
    const endpoint = allowedPushEndpoint(target.endpoint, this.config.webPushAllowedOrigins);
    if (!endpoint) throw new PushEndpointNotAllowedError();
    await this.em.fork().transactional((em) => this.repository.saveSubscription(em, memberId, { ...target, endpoint }, this.clock.now()));
  }

  async unsubscribePush(memberId: string, endpoint: string): Promise<void> {
    const stored = allowedPushEndpoint(endpoint, this.config.webPushAllowedOrigins);
    const removed = stored !== null && (await this.em.fork().transactional((em) => this.repository.deleteSubscription(em, memberId, stored)));
    if (!removed) throw new PushSubscriptionNotFoundError();
  }

  /** VAPID_* when configured; else (outside production, where they are required) a pair generated once and kept. */
  vapidKeys(): Promise<VapidKeys> {
    this.vapid ??= (async () => {
      const subject = this.config.vapidSubject;
      const publicKey = this.config.get('VAPID_PUBLIC_KEY');
      const privateKey = this.config.get('VAPID_PRIVATE_KEY');
      if (publicKey && privateKey) return { publicKey, privateKey, subject };
      const kept = await this.em.fork().transactional(async (em) => {
        return (await this.repository.vapidKeys(em)) ?? this.repository.saveVapidKeys(em, this.push.generateKeys(), this.clock.now());
      });
      return { ...kept, subject };
    })().catch((error: unknown) => {
      this.vapid = undefined;
      throw error;
    });
    return this.vapid;
  }

  // --- the debug page -----------------------------------------------------------------------------

  /** A part of the debug page's one statement (ADR 0080). */
  report(): ReadPart<DeliveryReport> {
    const smtpConfigured = this.config.get('SMTP_URL') !== undefined;
    return this.queries.statusReport(20).map((report) => ({ ...report, smtpConfigured }));
  }

  // --- preferences --------------------------------------------------------------------------------

  /** The member's notification preferences; every one on for a member who never saved them. */
  async preferences(memberId: string): Promise<NotificationPreferences> {
    return (await this.repository.preferences(this.em.fork(), [memberId])).get(memberId) ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }

  savePreferences(em: EntityManager, memberId: string, change: Partial<NotificationPreferences>): Promise<void> {
    return this.repository.savePreferences(em, memberId, change, this.clock.now());
  }

  /** The member as delivery sees them: identity's answer (one read) and the member's preferences here. */
  private async recipient(em: EntityManager, memberId: string, now: Date, known?: NotificationPreferences): Promise<Recipient | null> {
    const contact = (await this.identity.contacts([memberId], now, em)).get(memberId);
    if (!contact) return null;
    const preferences = known ?? (await this.repository.preferences(em, [memberId])).get(memberId) ?? DEFAULT_NOTIFICATION_PREFERENCES;
    return toRecipient(contact, preferences);
  }

  private url(path: string): string {
    return `${this.config.get('PUBLIC_URL')}${path}`;
  }
}

function toRecipient(
  contact: { id: string; email: string; name: string; preferredLanguage: string; banned: boolean },
  preferences: NotificationPreferences,
): Recipient {
  return {
    memberId: contact.id,
    email: contact.email,
    name: contact.name,
    language: contact.preferredLanguage,
    emailOn: preferences.email,
    pushOn: preferences.push,
    banned: contact.banned,
  };
}

function languageOf(recipient: Recipient): NotificationLanguage {
  return isNotificationLanguage(recipient.language) ? recipient.language : 'pt';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
