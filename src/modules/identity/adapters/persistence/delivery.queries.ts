import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface DeliveryQueues {
  mailPending: number;
  mailOldestAge: number;
  pushPending: number;
  pushOldestAge: number;
}

/** What `/metrics` shows of the mail and push outboxes (ADR 0065): one query per scrape. */
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
}
