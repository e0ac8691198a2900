import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationPreferences } from '../../domain/preferences.js';

/** One e-mail as it leaves: already rendered (ADR 0062). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl: string;
  /** `<outbox row id@host>`: the same on every attempt, so copies of one message fold into one (ADR 0062). */
  messageId: string;
}

/** Sends e-mail; `logged` when no server is configured (development) and it only went to the log. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<'sent' | 'logged'>;
}

/** What a mail template says: one notification (`outcome`), a digest, or a weekly place. */
export interface MailContent {
  language: 'pt' | 'en';
  /** The member's name, for the greeting. */
  name: string;
  subject: string;
  heading: string;
  /** Rendered notification texts; every one of them member-typed data as far as the template knows. */
  items: { title: string; message: string; url: string }[];
  /** The call to action: the page the message is about. */
  action: { label: string; url: string };
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** Renders a message's HTML and plain text from templates (react-email). */
export abstract class MailRenderer {
  abstract render(content: MailContent): Promise<{ html: string; text: string }>;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Sends one encrypted Web Push message; resolves with the push service's status code. */
export abstract class PushService {
  abstract send(target: PushTarget, payload: string, keys: VapidKeys, options: { ttlSeconds: number; urgency: 'normal' | 'high' }): Promise<number>;
  abstract generateKeys(): { publicKey: string; privateKey: string };
}

/** A member as delivery sees them: identity's answer and the member's preferences. */
export interface Recipient {
  memberId: string;
  email: string;
  name: string;
  language: string;
  emailOn: boolean;
  pushOn: boolean;
  banned: boolean;
}

export interface NewMail {
  memberId: string;
  /** `account`: about the member's own account (their deletion), sent whatever their switch or a ban says. */
  kind: 'outcome' | 'digest' | 'weekly_place' | 'account';
  dedupeKey: string;
  notificationId: string | null;
  to: string;
  language: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string;
}

export interface ClaimedMail extends Omit<OutgoingMail, 'messageId'> {
  id: string;
  memberId: string;
  kind: NewMail['kind'];
  attempts: number;
}

export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  memberId: string;
  attempts: number;
  payload: Record<string, unknown>;
  target: PushTarget | null;
}

export interface DigestItem {
  id: string;
  titleKey: string;
  messageKey: string;
  params: Record<string, unknown>;
  path: string | null;
  createdAt: Date;
}

export interface DeliveryStatusCounts {
  pending: number;
  sent: number;
  failed: number;
}

export interface DeliveryFailure {
  channel: 'email' | 'push';
  id: string;
  member_id: string;
  attempts: number;
  status: string;
  last_error: string | null;
  created_at: string;
}

/** The mail outbox, push subscriptions and deliveries (adapters/persistence/delivery.repository.ts). */
export abstract class DeliveryRepository {
  /** The saved preferences of these members; a member who never saved them is absent (every one on). */
  abstract preferences(em: EntityManager, memberIds: readonly string[]): Promise<Map<string, NotificationPreferences>>;
  /** Saves the given preferences; an absent one keeps its value (or its default). */
  abstract savePreferences(em: EntityManager, memberId: string, change: Partial<NotificationPreferences>, now: Date): Promise<void>;
  abstract hasPushSubscription(em: EntityManager, memberId: string): Promise<boolean>;
  /** Serialises the member's mail count within the caller's transaction (the daily cap under concurrency). */
  abstract lockMemberMail(em: EntityManager, memberId: string): Promise<void>;
  abstract countMailSince(em: EntityManager, memberId: string, since: Date): Promise<number>;
  /** False when a message with the same dedupe key exists already. */
  abstract insertMail(em: EntityManager, mail: NewMail, now: Date): Promise<boolean>;
  abstract queuePushForMember(em: EntityManager, memberId: string, notificationId: string, payload: Record<string, unknown>, now: Date): Promise<number>;
  /** Locks one due message (`for update skip locked`) for the caller's transaction. */
  abstract claimMail(em: EntityManager, now: Date): Promise<ClaimedMail | null>;
  abstract finishMail(em: EntityManager, id: string, status: 'sent' | 'logged' | 'skipped', now: Date): Promise<void>;
  abstract retryMail(em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  abstract claimPush(em: EntityManager, now: Date): Promise<ClaimedPush | null>;
  abstract finishPush(em: EntityManager, id: string, status: 'sent' | 'gone' | 'skipped', now: Date): Promise<void>;
  abstract retryPush(em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  abstract removeSubscription(em: EntityManager, subscriptionId: string): Promise<void>;
  /** Records a failed push to the subscription; returns since when it has failed without a success between (null when it is gone). */
  abstract subscriptionFailed(em: EntityManager, subscriptionId: string, now: Date): Promise<Date | null>;
  /** A push went through: the subscription is no longer failing. */
  abstract subscriptionWorked(em: EntityManager, subscriptionId: string): Promise<void>;
  abstract saveSubscription(em: EntityManager, memberId: string, target: PushTarget, now: Date): Promise<void>;
  abstract deleteSubscription(em: EntityManager, memberId: string, endpoint: string): Promise<boolean>;
  abstract vapidKeys(em: EntityManager): Promise<{ publicKey: string; privateKey: string } | null>;
  /** Keeps the first pair written (two instances starting at once agree); returns the pair kept. */
  abstract saveVapidKeys(em: EntityManager, keys: { publicKey: string; privateKey: string }, now: Date): Promise<{ publicKey: string; privateKey: string }>;
  /** Takes the cluster-wide lock of a daily job for the caller's transaction; false when another instance holds it. */
  abstract tryJobLock(em: EntityManager, job: string): Promise<boolean>;
  /** Records a job's run for a day; false when it had already run. */
  abstract recordJobRun(em: EntityManager, job: string, day: string, now: Date): Promise<boolean>;
  abstract hasJobRun(em: EntityManager, job: string, day: string): Promise<boolean>;
  /** Members with e-mail on and unread notifications since `since` that no e-mail told of (identity judges bans). */
  abstract digestRecipients(em: EntityManager, since: Date, now: Date): Promise<string[]>;
  abstract digestItems(em: EntityManager, memberId: string, since: Date, limit: number): Promise<{ items: DigestItem[]; total: number }>;
  abstract setEmailNotifications(em: EntityManager, memberId: string, on: boolean, now: Date): Promise<boolean>;
}
