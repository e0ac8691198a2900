import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgPool, ReadPart } from '../../../../shared/pg-pool/index.js';

/**
 * "The author is not blocked by the viewer", as a condition another module puts into its
 * own statement (ADR 0101): `viewer` and `author` are SQL expressions of that statement (a
 * parameter such as `$1` or `?`, a column such as `p.author_id`). A null viewer (a guest, an
 * administrator's list) blocks nobody. One probe of member_block's primary key per row.
 */
export function authorNotBlockedSql(viewer: string, author: string): string {
  return `not exists (select 1 from member_block mb where mb.blocker_id = ${viewer}::uuid and mb.blocked_id = ${author})`;
}

/**
 * The members the viewer blocks, as a subquery of the caller's statement (ADR 0101):
 * `author in ${blockedByViewerSql('?')}`. It starts from the viewer's own rows (none for most
 * members), where `not authorNotBlocked` would probe once per row of the caller's table.
 */
export function blockedByViewerSql(viewer: string): string {
  return `(select mb.blocked_id from member_block mb where mb.blocker_id = ${viewer}::uuid)`;
}

/** A member of someone's blocked list, as the settings page shows it. */
export interface BlockedMemberRow {
  id: string;
  name: string;
  picture: string | null;
  blocked_at: Date;
}

/** The member_block table: who blocks whom (ADR 0101). */
@Injectable()
export class MemberBlocksRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  /**
   * The languages the member declared at one of `levels`, and every member a block stands
   * between them and the member, either way: as a part another module's part takes as its
   * input (ADR 0080), so neither list leaves PostgreSQL.
   */
  languagesAndBlocksPart(memberId: string, levels: readonly string[]): ReadPart<{ languages: string[]; blocked: string[] }> {
    return ReadPart.of((json) => json as { languages: string[]; blocked: string[] })`select json_build_object(
         'languages', (select coalesce(json_agg(l.language order by l.language), '[]') from member_language l
                        where l.member_id = ${memberId}::uuid and l.proficiency = any(${[...levels]}::text[])),
         'blocked', (select coalesce(json_agg(b.id), '[]') from (
                       select blocked_id as id from member_block where blocker_id = ${memberId}::uuid
                       union select blocker_id from member_block where blocked_id = ${memberId}::uuid) b))`;
  }

  /** The members the blocker blocks, most recent first. */
  async blockedBy(blockerId: string): Promise<BlockedMemberRow[]> {
    return this.em.fork().execute<BlockedMemberRow[]>(
      `select m.id, m.name, coalesce(m.picture, m.google_picture) as picture, b.created_at as blocked_at
       from member_block b join member m on m.id = b.blocked_id
       where b.blocker_id = ? order by b.created_at desc, m.id`,
      [blockerId],
    );
  }

  /** The e-mail a block's target is judged by (administrators are listed by e-mail), or null when there is no such member. */
  async target(em: EntityManager, memberId: string): Promise<{ email: string; emailVerified: boolean } | null> {
    const [row] = await em.execute<{ email: string; email_verified: boolean }[]>('select email, email_verified from member where id = ?', [memberId]);
    return row ? { email: row.email, emailVerified: row.email_verified } : null;
  }

  async count(em: EntityManager, blockerId: string): Promise<number> {
    const [row] = await em.execute<{ n: string }[]>('select count(*) as n from member_block where blocker_id = ?', [blockerId]);
    return Number(row.n);
  }

  async exists(em: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await em.execute('select 1 from member_block where blocker_id = ? and blocked_id = ?', [blockerId, blockedId]);
    return rows.length > 0;
  }

  async add(em: EntityManager, blockerId: string, blockedId: string, at: Date): Promise<void> {
    await em.execute('insert into member_block (blocker_id, blocked_id, created_at) values (?, ?, ?) on conflict do nothing', [
      blockerId,
      blockedId,
      at,
    ]);
  }

  async remove(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await em.execute('delete from member_block where blocker_id = ? and blocked_id = ?', [blockerId, blockedId]);
  }

  /**
   * Which of the authors each viewer blocks, in one read: the live streams' fan-out asks it once
   * per batch of messages for every member with a stream open. Keys are `viewer:author`.
   */
  async blockedPairs(viewerIds: readonly string[], authorIds: readonly string[]): Promise<Set<string>> {
    if (viewerIds.length === 0 || authorIds.length === 0) return new Set();
    const rows = await this.db.prepared<{ blocker_id: string; blocked_id: string }>(
      'identity_blocked_pairs',
      'select blocker_id, blocked_id from member_block where blocker_id = any($1::uuid[]) and blocked_id = any($2::uuid[])',
      [[...new Set(viewerIds)], [...new Set(authorIds)]],
    );
    return new Set(rows.map((row) => `${row.blocker_id}:${row.blocked_id}`));
  }
}
