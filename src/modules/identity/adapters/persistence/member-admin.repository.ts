import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionCache } from './session-cache.js';

/** Writes of the ban state on the member row, and the end of their sessions (ADR 0028). */
@Injectable()
export class MemberAdminRepository {
  constructor(private readonly cache: SessionCache) {}

  /** Locks the member row for the rest of the transaction; null when there is no such member. */
  async lockMember(em: EntityManager, memberId: string): Promise<{ email: string; emailVerified: boolean } | null> {
    const [row] = await em.execute<{ email: string; email_verified: boolean }[]>(
      'select email, email_verified from member where id = ? for update',
      [memberId],
    );
    return row ? { email: row.email, emailVerified: row.email_verified } : null;
  }

  /**
   * Removes what a member wrote and showed about themselves on the public profile: the biography
   * and the pictures (uploaded and the provider's), and shows what remains again; name, languages
   * and activity stay (ADR 0103).
   */
  async clearProfile(em: EntityManager, memberId: string, at: Date): Promise<void> {
    await em.execute(`update member set biography = '', picture = null, google_picture = null, hidden_at = null, updated_at = ? where id = ?`, [at, memberId]);
  }

  async setBan(
    em: EntityManager,
    memberId: string,
    ban: { until: Date | null; permanent: boolean; reason: string | null },
    now: Date,
  ): Promise<void> {
    await em.execute(
      'update member set banned_until = ?, banned_permanently = ?, ban_reason = ?, updated_at = ? where id = ?',
      [ban.until, ban.permanent, ban.reason, now, memberId],
    );
  }

  /**
   * The sessions stop naming the member and keep only `suspendedMemberId`, so the tab
   * that held one can still be told why (`GET /api/session`, ADR 0056). Such a session
   * signs nobody in, and no save of a request still in flight names the member again
   * (the session store's update skips it).
   */
  async endSessions(em: EntityManager, memberId: string): Promise<number> {
    // Forgotten in this instance at once; at commit, the updates' notifications reach every instance.
    this.cache.forgetMember(memberId);
    const rows = await em.execute<{ sid: string }[]>(
      `update http_session set sess = (sess - 'memberId' - 'activeDay') || jsonb_build_object('suspendedMemberId', sess->>'memberId')
       where sess->>'memberId' = ? returning sid`,
      [memberId],
    );
    return rows.length;
  }
}
