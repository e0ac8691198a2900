import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { lockFor } from '../../../../shared/transactions.js';
import { MEMBER_EVENT_CHANNEL } from '../../domain/live-events.js';

export interface MemberEventRecord {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The member's live events (ADR 0060), injected as they are (ADR 0082): appended with the fact,
 * read by the streams, pruned after a while.
 */
@Injectable()
export class MemberEventRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Appends an event in the caller's transaction under the member's advisory lock
   * (so a member's seqs commit in order) and notifies `member_event` with the
   * member's id, delivered to every instance at commit. Returns its seq.
   */
  async append(em: EntityManager, memberId: string, type: string, data: Record<string, unknown>, at: Date): Promise<number> {
    // Held until commit: a later seq of this member never commits before an earlier one,
    // so a stream that has seen seq N never later finds a committed event of the member below N.
    await lockFor(em, `member-event:${memberId}`);
    const [row] = await em.execute<{ seq: string }[]>(
      `with e as (
         insert into member_event (member_id, type, data, created_at) values (?, ?, ?, ?) returning seq
       )
       select seq, pg_notify(?, ?) from e`,
      [memberId, type, JSON.stringify(data), at, MEMBER_EVENT_CHANNEL, memberId],
    );
    return Number(row!.seq);
  }

  async since(memberId: string, afterSeq: number, notBefore: Date, limit: number): Promise<MemberEventRecord[]> {
    const rows = await this.em.fork().execute<{ seq: string; type: string; data: Record<string, unknown> }[]>(
      `select seq, type, data from member_event
       where member_id = ? and seq > ? and created_at >= ?
       order by seq limit ?`,
      [memberId, afterSeq, notBefore, limit],
    );
    return rows.map((row) => ({ seq: Number(row.seq), type: row.type, data: row.data }));
  }

  async latestSeq(memberId: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ seq: string | null }[]>('select max(seq) as seq from member_event where member_id = ?', [memberId]);
    return Number(row?.seq ?? 0);
  }

  async pruneBefore(before: Date): Promise<number> {
    const rows = await this.em.fork().execute('delete from member_event where created_at < ? returning seq', [before]);
    return rows.length;
  }
}
