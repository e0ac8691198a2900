import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import type { DeliveryFailure, DeliveryStatusCounts } from '../../application/ports/delivery.js';

export interface DeliveryQueues {
  mailPending: number;
  mailOldestAge: number;
  pushPending: number;
  pushOldestAge: number;
}

/**
 * What `/metrics` shows of the mail and push outboxes (ADR 0065): one query per scrape;
 * and what the administrators' debug page shows of them, as a part of its one statement (ADR 0080).
 */
@Injectable()
export class DeliveryQueries {
  constructor(private readonly em: EntityManager) {}

  /** Pending rows of each outbox and the age in seconds of its oldest (0 when none). */
  async queues(): Promise<DeliveryQueues> {
    const [row] = await this.em.fork().execute<{ mail: string; mail_oldest: string | null; push: string; push_oldest: string | null }[]>(
      `select m.count as mail, m.oldest as mail_oldest, p.count as push, p.oldest as push_oldest
         from (select count(*), extract(epoch from now() - min(created_at)) as oldest
                 from mail_message where status = 'pending') m,
              (select count(*), extract(epoch from now() - min(created_at)) as oldest
                 from push_delivery where status = 'pending') p`,
    );
    return {
      mailPending: Number(row?.mail ?? 0),
      mailOldestAge: Number(row?.mail_oldest ?? 0),
      pushPending: Number(row?.push ?? 0),
      pushOldestAge: Number(row?.push_oldest ?? 0),
    };
  }

  /** Rows of each outbox by status (`logged` counts as sent) and the latest `limit` failures still pending or failed. */
  statusReport(limit: number): ReadPart<{ email: DeliveryStatusCounts; push: DeliveryStatusCounts; recentFailures: DeliveryFailure[] }> {
    return ReadPart.of((json) => {
      const report = json as { email: Record<string, number>; push: Record<string, number>; failures: DeliveryFailure[] };
      const counts = (by: Record<string, number>): DeliveryStatusCounts => ({
        pending: Number(by.pending ?? 0),
        sent: Number(by.sent ?? 0) + Number(by.logged ?? 0),
        failed: Number(by.failed ?? 0),
      });
      return {
        email: counts(report.email),
        push: counts(report.push),
        recentFailures: report.failures.map((f) => ({ ...f, attempts: Number(f.attempts), created_at: new Date(f.created_at).toISOString() })),
      };
    })`select json_build_object(
              'email', (select coalesce(json_object_agg(s.status, s.count), '{}')
                          from (select status, count(*) as count from mail_message group by status) s),
              'push', (select coalesce(json_object_agg(s.status, s.count), '{}')
                         from (select status, count(*) as count from push_delivery group by status) s),
              'failures', (select coalesce(json_agg(f order by f.created_at desc), '[]')
                             from ((select 'email' as channel, id, member_id, attempts, status, last_error, created_at from mail_message
                                     where last_error is not null and status in ('pending', 'failed'))
                                   union all
                                   (select 'push' as channel, id, member_id, attempts, status, last_error, created_at from push_delivery
                                     where last_error is not null and status in ('pending', 'failed'))
                                   order by created_at desc limit ${limit}::int) f))`;
  }
}
