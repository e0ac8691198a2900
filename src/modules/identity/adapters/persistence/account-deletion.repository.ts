import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dataExportFileKey, earlierDataExportFileKey } from '../../domain/data-export.js';
import { SessionCache } from './session-cache.js';

/** A member's own deletion (ADR 0108): its schedule on the member row, and the erasure of what identity holds. */
@Injectable()
export class AccountDeletionRepository {
  constructor(private readonly cache: SessionCache) {}

  /** Name and deletion state, the row locked for the rest of the transaction; null when there is no such member. */
  async lock(em: EntityManager, memberId: string): Promise<{ name: string; startedAt: Date | null } | null> {
    const [row] = await em.execute<{ name: string; deletion_started_at: Date | null }[]>(
      'select name, deletion_started_at from member where id = ? for update',
      [memberId],
    );
    return row ? { name: row.name, startedAt: row.deletion_started_at } : null;
  }

  async schedule(em: EntityManager, memberId: string, at: Date, keepContent: boolean, now: Date): Promise<void> {
    await em.execute('update member set deletion_scheduled_for = ?, deletion_keeps_content = ?, updated_at = ? where id = ?', [
      at,
      keepContent,
      now,
      memberId,
    ]);
  }

  async cancel(em: EntityManager, memberId: string, now: Date): Promise<void> {
    await em.execute(
      'update member set deletion_scheduled_for = null, deletion_keeps_content = true, updated_at = ? where id = ? and deletion_started_at is null',
      [now, memberId],
    );
  }

  /** Every session of the member ends: the rows go, and the session cache of every instance hears it at commit. */
  async endSessions(em: EntityManager, memberId: string): Promise<void> {
    this.cache.forgetMember(memberId);
    // A session a ban ended names the member only as `suspendedMemberId` (ADR 0056): it goes too.
    await em.execute(`delete from http_session where sess->>'memberId' = ? or sess->>'suspendedMemberId' = ?`, [memberId, memberId]);
  }

  /**
   * Scheduled deletions whose time came, marked as started in the same statement (so they
   * can no longer be cancelled), with the member's choice about their content.
   */
  async startDue(em: EntityManager, now: Date, limit: number): Promise<{ memberId: string; keepContent: boolean }[]> {
    const rows = await em.execute<{ id: string; deletion_keeps_content: boolean }[]>(
      `update member set deletion_started_at = ?
        where id in (select id from member
                      where deletion_scheduled_for <= ? and deletion_started_at is null
                      order by deletion_scheduled_for limit ? for update skip locked)
        returning id, deletion_keeps_content`,
      [now, now, limit],
    );
    return rows.map((row) => ({ memberId: row.id, keepContent: row.deletion_keeps_content }));
  }

  /** The member's uploaded picture, when no other member's row names the same file (keys are content hashes). */
  async pictureOnlyTheirs(em: EntityManager, memberId: string): Promise<string | null> {
    const [row] = await em.execute<{ picture: string }[]>(
      `select m.picture from member m
        where m.id = ? and m.picture is not null
          and not exists (select 1 from member o where o.picture = m.picture and o.id <> m.id)`,
      [memberId],
    );
    return row?.picture ?? null;
  }

  /**
   * The storage keys of every data export of the member (ADR 0106), ready or not: a preparation
   * killed while writing left its half-done file beside the key, with no `file_key` on the row;
   * and where a copy prepared before the copies were ZIPs lies.
   */
  async exportKeys(em: EntityManager, memberId: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>('select id from data_export where member_id = ?', [memberId]);
    return rows.flatMap((row) => [dataExportFileKey(row.id), earlierDataExportFileKey(row.id)]);
  }

  /**
   * Everything identity holds of the member: the row (its languages and consents go with it),
   * sessions, upload attempts, data exports, and blocks either way (ADR 0101).
   */
  async erase(em: EntityManager, memberId: string): Promise<void> {
    await this.endSessions(em, memberId);
    // The development provider's codes and tokens carry the e-mail and name it vouched for.
    await em.execute('delete from dev_oauth_grant where email = (select email from member where id = ?)', [memberId]);
    await em.execute('delete from profile_picture_upload where member_id = ?', [memberId]);
    await em.execute('delete from data_export where member_id = ?', [memberId]);
    await em.execute('delete from member_block where blocker_id = ? or blocked_id = ?', [memberId, memberId]);
    await em.execute('update member set referred_by = null where referred_by = ?', [memberId]);
    await em.execute('delete from member where id = ?', [memberId]);
  }
}
