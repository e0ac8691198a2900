import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationPreferences } from '../../domain/preferences.js';
import {
  DeliveryRepository,
  Mailer,
  MailRenderer,
  PushService,
  type ClaimedMail,
  type ClaimedPush,
  type DigestItem,
  type MailContent,
  type NewMail,
  type OutgoingMail,
  type PushTarget,
} from './delivery.js';

/** A mail row as the fake outbox keeps it. */
export interface FakeMailRow extends NewMail {
  id: string;
  status: 'pending' | 'sent' | 'logged' | 'skipped' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
}

export interface FakePushRow {
  id: string;
  subscriptionId: string;
  notificationId: string;
  memberId: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'sent' | 'gone' | 'skipped' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

/** An unread notification the digest may tell of. */
export interface FakeNotification extends DigestItem {
  memberId: string;
  isRead: boolean;
}

/**
 * The mail and push outboxes, subscriptions, preferences and job runs in memory, for the
 * delivery use cases' unit tests (ADR 0082). It keeps the same rules as the SQL of
 * `PgDeliveryRepository`: dedupe keys, due rows oldest first, a failed row after its last try.
 */
export class InMemoryDeliveryRepository extends DeliveryRepository {
  readonly mails: FakeMailRow[] = [];
  readonly pushes: FakePushRow[] = [];
  readonly subscriptions: { id: string; memberId: string; target: PushTarget; failingSince?: Date }[] = [];
  readonly saved = new Map<string, NotificationPreferences>();
  readonly jobRuns = new Set<string>();
  readonly notifications: FakeNotification[] = [];
  vapid: { publicKey: string; privateKey: string } | null = null;
  private ids = 0;

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}-${this.ids}`;
  }

  async preferences(_em: EntityManager, memberIds: readonly string[]): Promise<Map<string, NotificationPreferences>> {
    return new Map(memberIds.flatMap((id) => (this.saved.has(id) ? [[id, { ...this.saved.get(id)! }] as const] : [])));
  }

  async savePreferences(_em: EntityManager, memberId: string, change: Partial<NotificationPreferences>): Promise<void> {
    const current = this.saved.get(memberId) ?? { email: true, push: true, community: true };
    this.saved.set(memberId, {
      email: change.email ?? current.email,
      push: change.push ?? current.push,
      community: change.community ?? current.community,
    });
  }

  async hasPushSubscription(_em: EntityManager, memberId: string): Promise<boolean> {
    return this.subscriptions.some((s) => s.memberId === memberId);
  }

  async lockMemberMail(): Promise<void> {}

  async countMailSince(_em: EntityManager, memberId: string, since: Date): Promise<number> {
    return this.mails.filter((m) => m.memberId === memberId && m.createdAt >= since && m.status !== 'skipped').length;
  }

  async insertMail(_em: EntityManager, mail: NewMail, now: Date): Promise<boolean> {
    if (this.mails.some((m) => m.dedupeKey === mail.dedupeKey)) return false;
    this.mails.push({ ...mail, id: this.nextId('mail'), status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, createdAt: now });
    return true;
  }

  async queuePushForMember(_em: EntityManager, memberId: string, notificationId: string, payload: Record<string, unknown>, now: Date): Promise<number> {
    let queued = 0;
    for (const subscription of this.subscriptions.filter((s) => s.memberId === memberId)) {
      if (this.pushes.some((p) => p.subscriptionId === subscription.id && p.notificationId === notificationId)) continue;
      this.pushes.push({
        id: this.nextId('push'),
        subscriptionId: subscription.id,
        notificationId,
        memberId,
        payload,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
      });
      queued += 1;
    }
    return queued;
  }

  async claimMail(_em: EntityManager, now: Date): Promise<ClaimedMail | null> {
    const row = firstDue(this.mails, now);
    if (!row) return null;
    return { id: row.id, memberId: row.memberId, kind: row.kind, attempts: row.attempts, to: row.to, subject: row.subject, html: row.html, text: row.text, unsubscribeUrl: row.unsubscribeUrl };
  }

  async finishMail(_em: EntityManager, id: string, status: 'sent' | 'logged' | 'skipped'): Promise<void> {
    finish(this.mails, id, status);
  }

  async retryMail(_em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    retry(this.mails, id, error, nextAttemptAt);
  }

  async claimPush(_em: EntityManager, now: Date): Promise<ClaimedPush | null> {
    const row = firstDue(this.pushes, now);
    if (!row) return null;
    const subscription = this.subscriptions.find((s) => s.id === row.subscriptionId);
    return { id: row.id, subscriptionId: row.subscriptionId, memberId: row.memberId, attempts: row.attempts, payload: row.payload, target: subscription?.target ?? null };
  }

  async finishPush(_em: EntityManager, id: string, status: 'sent' | 'gone' | 'skipped'): Promise<void> {
    finish(this.pushes, id, status);
  }

  async retryPush(_em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    retry(this.pushes, id, error, nextAttemptAt);
  }

  async removeSubscription(_em: EntityManager, subscriptionId: string): Promise<void> {
    const index = this.subscriptions.findIndex((s) => s.id === subscriptionId);
    if (index >= 0) this.subscriptions.splice(index, 1);
    for (const row of this.pushes) if (row.subscriptionId === subscriptionId && row.status === 'pending') row.status = 'gone';
  }

  async subscriptionFailed(_em: EntityManager, subscriptionId: string, now: Date): Promise<Date | null> {
    const subscription = this.subscriptions.find((s) => s.id === subscriptionId);
    if (!subscription) return null;
    subscription.failingSince ??= now;
    return subscription.failingSince;
  }

  async subscriptionWorked(_em: EntityManager, subscriptionId: string): Promise<void> {
    const subscription = this.subscriptions.find((s) => s.id === subscriptionId);
    if (subscription) delete subscription.failingSince;
  }

  async saveSubscription(_em: EntityManager, memberId: string, target: PushTarget): Promise<void> {
    const existing = this.subscriptions.find((s) => s.target.endpoint === target.endpoint);
    if (existing) {
      existing.memberId = memberId;
      existing.target = target;
      delete existing.failingSince;
    } else {
      this.subscriptions.push({ id: this.nextId('subscription'), memberId, target });
    }
  }

  async deleteSubscription(em: EntityManager, memberId: string, endpoint: string): Promise<boolean> {
    const found = this.subscriptions.find((s) => s.memberId === memberId && s.target.endpoint === endpoint);
    if (!found) return false;
    await this.removeSubscription(em, found.id);
    return true;
  }

  async vapidKeys(): Promise<{ publicKey: string; privateKey: string } | null> {
    return this.vapid;
  }

  async saveVapidKeys(_em: EntityManager, keys: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
    this.vapid ??= keys;
    return this.vapid;
  }

  async tryJobLock(): Promise<boolean> {
    return true;
  }

  async recordJobRun(_em: EntityManager, job: string, day: string): Promise<boolean> {
    const key = `${job}:${day}`;
    if (this.jobRuns.has(key)) return false;
    this.jobRuns.add(key);
    return true;
  }

  async hasJobRun(_em: EntityManager, job: string, day: string): Promise<boolean> {
    return this.jobRuns.has(`${job}:${day}`);
  }

  private undigested(memberId: string | null, since: Date, now: Date): FakeNotification[] {
    return this.notifications.filter(
      (n) =>
        (memberId === null || n.memberId === memberId) &&
        !n.isRead &&
        n.createdAt >= since &&
        n.createdAt < now &&
        !this.mails.some((m) => m.notificationId === n.id),
    );
  }

  async digestRecipients(_em: EntityManager, since: Date, now: Date): Promise<string[]> {
    const members = new Set(this.undigested(null, since, now).map((n) => n.memberId));
    return [...members].filter((id) => this.saved.get(id)?.email ?? true).sort();
  }

  async digestItems(_em: EntityManager, memberId: string, since: Date, limit: number): Promise<{ items: DigestItem[]; total: number }> {
    const rows = this.undigested(memberId, since, new Date(8.64e15)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { total: rows.length, items: rows.slice(0, limit) };
  }

  async setEmailNotifications(em: EntityManager, memberId: string, on: boolean): Promise<boolean> {
    await this.savePreferences(em, memberId, { email: on });
    return true;
  }
}

/** Records what it sends; `failNext(n)` makes the next n sends throw, as an SMTP server that refuses. */
export class FakeMailer extends Mailer {
  readonly sent: OutgoingMail[] = [];
  private failures = 0;

  failNext(count: number): void {
    this.failures = count;
  }

  async send(mail: OutgoingMail): Promise<'sent' | 'logged'> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('454 4.7.0 Temporary authentication failure');
    }
    this.sent.push(mail);
    return 'sent';
  }
}

/** Renders the content as plain text lines, so a test can read what a message says. */
export class FakeMailRenderer extends MailRenderer {
  readonly rendered: MailContent[] = [];

  async render(content: MailContent): Promise<{ html: string; text: string }> {
    this.rendered.push(content);
    const text = [content.heading, ...content.items.map((item) => `${item.title}: ${item.message}`)].join('\n');
    return { html: `<p>${text}</p>`, text };
  }
}

/** Answers with the status codes it is given, one per send (then 201), and records the payloads. */
export class FakePushService extends PushService {
  readonly sent: { target: PushTarget; payload: string }[] = [];
  readonly answers: number[] = [];

  async send(target: PushTarget, payload: string): Promise<number> {
    const status = this.answers.shift() ?? 201;
    if (status >= 200 && status < 300) this.sent.push({ target, payload });
    return status;
  }

  generateKeys(): { publicKey: string; privateKey: string } {
    return { publicKey: 'public-key', privateKey: 'private-key' };
  }
}

/** What the mail and the push outbox rows share: they are claimed, settled and retried alike (each status a row's own). */
interface FakeOutboxRow {
  id: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

/** The pending row due first, as the SQL's `order by next_attempt_at limit 1` claims it. */
function firstDue<Row extends FakeOutboxRow>(rows: Row[], now: Date): Row | undefined {
  return rows.filter((r) => r.status === 'pending' && r.nextAttemptAt <= now).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())[0];
}

function finish(rows: FakeOutboxRow[], id: string, status: string): void {
  const row = rows.find((r) => r.id === id)!;
  row.status = status;
  if (status !== 'skipped') row.attempts += 1;
  row.lastError = null;
}

function retry(rows: FakeOutboxRow[], id: string, error: string, nextAttemptAt: Date | null): void {
  const row = rows.find((r) => r.id === id)!;
  row.attempts += 1;
  row.lastError = error;
  if (nextAttemptAt) row.nextAttemptAt = nextAttemptAt;
  else row.status = 'failed';
}
