import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DeliveryRepository,
  type ClaimedMail,
  type ClaimedPush,
  type DigestItem,
  type NewMail,
  type PushTarget,
} from '../../application/ports/delivery.js';
import type { NotificationPreferences } from '../../domain/preferences.js';

/** Advisory-lock namespace of delivery (first key of the two-int form). */
const LOCK_NAMESPACE = 62_062;
const MEMBER_MAIL_LOCK = 1;

@Injectable()
export class PgDeliveryRepository extends DeliveryRepository {
  async preferences(em: EntityManager, memberIds: readonly string[]): Promise<Map<string, NotificationPreferences>> {
    if (memberIds.length === 0) return new Map();
    const rows = await em.execute<{ member_id: string; email: boolean; push: boolean; community: boolean }[]>(
      'select member_id, email, push, community from notification_preference where member_id = any(?::uuid[])',
      [`{${[...new Set(memberIds)].join(',')}}`],
    );
    return new Map(rows.map((row) => [row.member_id, { email: row.email, push: row.push, community: row.community }]));
  }

  async savePreferences(em: EntityManager, memberId: string, change: Partial<NotificationPreferences>, now: Date): Promise<void> {
    const { email = null, push = null, community = null } = change;
    if (email === null && push === null && community === null) return;
    // A member's first save creates the row; an absent switch keeps its value (on, without a row).
    await em.execute(
      `insert into notification_preference (member_id, email, push, community, updated_at)
       values (?, coalesce(?::boolean, true), coalesce(?::boolean, true), coalesce(?::boolean, true), ?)
       on conflict (member_id) do update set
         email = coalesce(?::boolean, notification_preference.email),
         push = coalesce(?::boolean, notification_preference.push),
         community = coalesce(?::boolean, notification_preference.community),
         updated_at = excluded.updated_at`,
      [memberId, email, push, community, now, email, push, community],
    );
  }

  async hasPushSubscription(em: EntityManager, memberId: string): Promise<boolean> {
    const rows = await em.execute<{ one: number }[]>('select 1 as one from push_subscription where member_id = ? limit 1', [memberId]);
    return rows.length > 0;
  }

  async lockMemberMail(em: EntityManager, memberId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [LOCK_NAMESPACE + MEMBER_MAIL_LOCK, memberId]);
  }

  async countMailSince(em: EntityManager, memberId: string, since: Date): Promise<number> {
    const [row] = await em.execute<{ count: string }[]>(
      `select count(*) as count from mail_message where member_id = ? and created_at >= ? and status <> 'skipped'`,
      [memberId, since],
    );
    return Number(row?.count ?? 0);
  }

  async insertMail(em: EntityManager, mail: NewMail, now: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into mail_message (id, member_id, kind, dedupe_key, notification_id, to_address, language, subject, html, text,
                                 unsubscribe_url, status, attempts, next_attempt_at, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)
       on conflict (dedupe_key) do nothing returning id`,
      [mail.memberId, mail.kind, mail.dedupeKey, mail.notificationId, mail.to, mail.language, mail.subject, mail.html, mail.text, mail.unsubscribeUrl, now, now],
    );
    return rows.length > 0;
  }

  async queuePushForMember(em: EntityManager, memberId: string, notificationId: string, payload: Record<string, unknown>, now: Date): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into push_delivery (id, subscription_id, notification_id, member_id, payload, status, attempts, next_attempt_at, created_at)
       select gen_random_uuid(), s.id, ?, s.member_id, ?::jsonb, 'pending', 0, ?, ?
         from push_subscription s where s.member_id = ?
       on conflict (subscription_id, notification_id) do nothing returning id`,
      [notificationId, JSON.stringify(payload), now, now, memberId],
    );
    return rows.length;
  }

  async claimMail(em: EntityManager, now: Date): Promise<ClaimedMail | null> {
    // The columns are named as the port names them: the row is the claimed mail as it is.
    const [row] = await em.execute<ClaimedMail[]>(
      `select id, member_id as "memberId", kind, attempts, to_address as "to", subject, html, text, unsubscribe_url as "unsubscribeUrl"
         from mail_message
        where status = 'pending' and next_attempt_at <= ?
        order by next_attempt_at limit 1 for update skip locked`,
      [now],
    );
    return row ?? null;
  }

  async finishMail(em: EntityManager, id: string, status: 'sent' | 'logged' | 'skipped', now: Date): Promise<void> {
    await finish(em, 'mail_message', id, status, status === 'skipped' ? null : now);
  }

  async retryMail(em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await retry(em, 'mail_message', id, error, nextAttemptAt);
  }

  async claimPush(em: EntityManager, now: Date): Promise<ClaimedPush | null> {
    const [row] = await em.execute<
      { id: string; subscription_id: string; member_id: string; attempts: number; payload: Record<string, unknown>; endpoint: string | null; p256dh: string | null; auth: string | null }[]
    >(
      `select d.id, d.subscription_id, d.member_id, d.attempts, d.payload, s.endpoint, s.p256dh, s.auth
         from push_delivery d left join push_subscription s on s.id = d.subscription_id
        where d.status = 'pending' and d.next_attempt_at <= ?
        order by d.next_attempt_at limit 1 for update of d skip locked`,
      [now],
    );
    if (!row) return null;
    return {
      id: row.id,
      subscriptionId: row.subscription_id,
      memberId: row.member_id,
      attempts: row.attempts,
      payload: row.payload,
      target: row.endpoint && row.p256dh && row.auth ? { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth } : null,
    };
  }

  async finishPush(em: EntityManager, id: string, status: 'sent' | 'gone' | 'skipped', now: Date): Promise<void> {
    await finish(em, 'push_delivery', id, status, status === 'sent' ? now : null);
  }

  async retryPush(em: EntityManager, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await retry(em, 'push_delivery', id, error, nextAttemptAt);
  }

  async removeSubscription(em: EntityManager, subscriptionId: string): Promise<void> {
    await em.execute('delete from push_subscription where id = ?', [subscriptionId]);
    await em.execute(`update push_delivery set status = 'gone' where subscription_id = ? and status = 'pending'`, [subscriptionId]);
  }

  async subscriptionFailed(em: EntityManager, subscriptionId: string, now: Date): Promise<Date | null> {
    const [row] = await em.execute<{ failing_since: Date }[]>(
      'update push_subscription set failing_since = coalesce(failing_since, ?) where id = ? returning failing_since',
      [now, subscriptionId],
    );
    return row ? new Date(row.failing_since) : null;
  }

  async subscriptionWorked(em: EntityManager, subscriptionId: string): Promise<void> {
    await em.execute('update push_subscription set failing_since = null where id = ? and failing_since is not null', [subscriptionId]);
  }

  async saveSubscription(em: EntityManager, memberId: string, target: PushTarget, now: Date): Promise<void> {
    // One row per device (endpoint): a browser that another member signs into moves to that member.
    await em.execute(
      `insert into push_subscription (id, member_id, endpoint, p256dh, auth, created_at) values (gen_random_uuid(), ?, ?, ?, ?, ?)
       on conflict (endpoint) do update set member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth, failing_since = null`,
      [memberId, target.endpoint, target.p256dh, target.auth, now],
    );
  }

  async deleteSubscription(em: EntityManager, memberId: string, endpoint: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('delete from push_subscription where member_id = ? and endpoint = ? returning id', [memberId, endpoint]);
    for (const row of rows) {
      await em.execute(`update push_delivery set status = 'gone' where subscription_id = ? and status = 'pending'`, [row.id]);
    }
    return rows.length > 0;
  }

  async vapidKeys(em: EntityManager): Promise<{ publicKey: string; privateKey: string } | null> {
    const [row] = await em.execute<{ public_key: string; private_key: string }[]>('select public_key, private_key from web_push_vapid_key where id = 1');
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
  }

  async saveVapidKeys(em: EntityManager, keys: { publicKey: string; privateKey: string }, now: Date): Promise<{ publicKey: string; privateKey: string }> {
    await em.execute(
      'insert into web_push_vapid_key (id, public_key, private_key, created_at) values (1, ?, ?, ?) on conflict (id) do nothing',
      [keys.publicKey, keys.privateKey, now],
    );
    return (await this.vapidKeys(em))!;
  }

  async tryJobLock(em: EntityManager, job: string): Promise<boolean> {
    const [row] = await em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, hashtext(?)) as locked', [LOCK_NAMESPACE, job]);
    return row?.locked === true;
  }

  async recordJobRun(em: EntityManager, job: string, day: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ job: string }[]>(
      'insert into mail_job_run (job, day, created_at) values (?, ?, ?) on conflict do nothing returning job',
      [job, day, now],
    );
    return rows.length > 0;
  }

  async hasJobRun(em: EntityManager, job: string, day: string): Promise<boolean> {
    const rows = await em.execute<{ job: string }[]>('select job from mail_job_run where job = ? and day = ?', [job, day]);
    return rows.length > 0;
  }

  async digestRecipients(em: EntityManager, since: Date, now: Date): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select distinct n.member_id as id from notification n
        where not n.is_read and n.created_at >= ? and n.created_at < ?
          and not exists (select 1 from mail_message mm where mm.notification_id = n.id)
          and coalesce((select p.email from notification_preference p where p.member_id = n.member_id), true)
        order by n.member_id`,
      [since, now],
    );
    return rows.map((row) => row.id);
  }

  async digestItems(em: EntityManager, memberId: string, since: Date, limit: number): Promise<{ items: DigestItem[]; total: number }> {
    const rows = await em.execute<
      { id: string; title_key: string; message_key: string; params: Record<string, unknown>; path: string | null; created_at: Date; total: string }[]
    >(
      `select n.id, n.title_key, n.message_key, n.params, n.path, n.created_at, count(*) over () as total
         from notification n
        where n.member_id = ? and not n.is_read and n.created_at >= ?
          and not exists (select 1 from mail_message mm where mm.notification_id = n.id)
        order by n.created_at desc, n.id desc limit ?`,
      [memberId, since, limit],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row) => ({
        id: row.id,
        titleKey: row.title_key,
        messageKey: row.message_key,
        params: row.params,
        path: row.path,
        createdAt: new Date(row.created_at),
      })),
    };
  }

  async setEmailNotifications(em: EntityManager, memberId: string, on: boolean, now: Date): Promise<boolean> {
    await this.savePreferences(em, memberId, { email: on }, now);
    return true;
  }
}

/** The two outboxes of messages, mail and push, whose rows settle and retry alike. */
type OutboxTable = 'mail_message' | 'push_delivery';

/** Settles a claimed row; a skipped one was never attempted, so its attempts stay as they were. */
async function finish(em: EntityManager, table: OutboxTable, id: string, status: string, sentAt: Date | null): Promise<void> {
  await em.execute(
    `update ${table} set status = ?, attempts = attempts + case when ? = 'skipped' then 0 else 1 end, sent_at = ?, last_error = null where id = ?`,
    [status, status, sentAt, id],
  );
}

/** Counts a failed attempt: the row waits until `nextAttemptAt`, or fails for good when there is none. */
async function retry(em: EntityManager, table: OutboxTable, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await em.execute(
    `update ${table} set attempts = attempts + 1, last_error = ?, status = case when ?::timestamptz is null then 'failed' else status end,
            next_attempt_at = coalesce(?::timestamptz, next_attempt_at) where id = ?`,
    [error.slice(0, 1000), nextAttemptAt, nextAttemptAt, id],
  );
}
