import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_MEMBER_NAME } from '../../../../shared/engagement/index.js';

export interface ErasureRow {
  memberId: string;
  keepContent: boolean;
  partsDone: number;
}

/** The erasures under way (ADR 0108), and what the admin module itself holds of a member. */
@Injectable()
export class AccountErasureRepository {
  async start(em: EntityManager, memberId: string, keepContent: boolean, now: Date): Promise<void> {
    await em.execute(
      `insert into account_erasure (member_id, keep_content, parts_done, failures, created_at, updated_at)
       values (?, ?, 0, 0, ?, ?) on conflict (member_id) do nothing`,
      [memberId, keepContent, now, now],
    );
  }

  async pending(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ member_id: string }[]>('select member_id from account_erasure order by created_at, member_id');
    return rows.map((row) => row.member_id);
  }

  /** The erasure, locked until the caller's commit; null when another run holds it or it is finished. */
  async lock(em: EntityManager, memberId: string): Promise<ErasureRow | null> {
    const [row] = await em.execute<{ member_id: string; keep_content: boolean; parts_done: number }[]>(
      'select member_id, keep_content, parts_done from account_erasure where member_id = ? for update skip locked',
      [memberId],
    );
    return row ? { memberId: row.member_id, keepContent: row.keep_content, partsDone: Number(row.parts_done) } : null;
  }

  async advance(em: EntityManager, memberId: string, partsDone: number, now: Date): Promise<void> {
    await em.execute('update account_erasure set parts_done = ?, last_error = null, updated_at = ? where member_id = ?', [partsDone, now, memberId]);
  }

  async failed(em: EntityManager, memberId: string, error: string, now: Date): Promise<void> {
    await em.execute('update account_erasure set failures = failures + 1, last_error = ?, updated_at = ? where member_id = ?', [
      error.slice(0, 500),
      now,
      memberId,
    ]);
  }

  async finish(em: EntityManager, memberId: string): Promise<void> {
    await em.execute('delete from account_erasure where member_id = ?', [memberId]);
  }

  /**
   * The admin module's own part: the member's ban history and XP grants go, and the audit
   * log keeps what administrators did but no longer what the member was called nor the
   * reasons written about them.
   */
  async eraseOwn(em: EntityManager, memberId: string): Promise<void> {
    await em.execute('delete from member_ban where member_id = ?', [memberId]);
    await em.execute('delete from xp_grant where member_id = ?', [memberId]);
    // Reports the member made, and those on their profile; reports on what they wrote keep no link to them (ADR 0103).
    await em.execute(`delete from content_flag where reporter_id = ? or (target_type = 'member' and target_id = ?)`, [memberId, memberId]);
    // What a removal kept of their item is theirs too: it goes with the link (ADR 0131).
    await em.execute('update content_flag set author_id = null, removed_text = null, removed_place = null where author_id = ?', [memberId]);
    await em.execute(`update admin_audit_entry set target_label = ?, reason = null where member_id = ? and action <> 'account_deleted'`, [
      REMOVED_MEMBER_NAME,
      memberId,
    ]);
  }
}
