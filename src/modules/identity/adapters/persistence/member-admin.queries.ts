import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AdminMemberRow, type MemberProfileRow, type RecentMemberRow } from '../../application/ports/persistence.js';

const ROW_COLUMNS = `id, name, email, coalesce(picture, google_picture) as picture, created_at,
  last_active_day::text as last_active_day, banned_until, banned_permanently, ban_reason, email_verified`;

type RawRow = {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  created_at: string | Date;
  last_active_day: string | null;
  banned_until: string | Date | null;
  banned_permanently: boolean;
  ban_reason: string | null;
  email_verified: boolean;
};

/** Escapes LIKE's wildcards so a search for "50%" means the text "50%". */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Administrators' reads of members. The search uses the trigram index on the
 * stored `search_text` = `poliglota_unaccent(lower(name || ' ' || email))`
 * (ADR 0028): case- and accent-insensitive, any part of the name or e-mail.
 */
@Injectable()
export class MemberAdminQueries {
  constructor(private readonly em: EntityManager) {}

  async searchPage(search: string | null, offset: number, limit: number): Promise<{ rows: AdminMemberRow[]; total: number }> {
    const em = this.em.fork();
    const where = search ? `where search_text like '%' || poliglota_unaccent(lower(?)) || '%'` : '';
    const params = search ? [likeLiteral(search)] : [];
    const [rows, [count]] = await Promise.all([
      em.execute<RawRow[]>(
        `select ${ROW_COLUMNS} from member ${where} order by created_at desc, id desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      em.execute<{ total: string }[]>(`select count(*) as total from member ${where}`, params),
    ]);
    return { rows: rows.map(toRow), total: Number(count.total) };
  }

  async findRow(memberId: string): Promise<AdminMemberRow | null> {
    const [row] = await this.em.fork().execute<RawRow[]>(`select ${ROW_COLUMNS} from member where id = ?`, [memberId]);
    return row ? toRow(row) : null;
  }

  async profile(memberId: string): Promise<MemberProfileRow | null> {
    const em = this.em.fork();
    const [member] = await em.execute<{ biography: string; profile_completed: boolean }[]>(
      'select biography, profile_completed from member where id = ?',
      [memberId],
    );
    if (!member) return null;
    const languages = await em.execute<{ language: string; proficiency: string }[]>(
      'select language, proficiency from member_language where member_id = ? order by created_at, language',
      [memberId],
    );
    return { biography: member.biography, profileCompleted: member.profile_completed, languages };
  }

  async countActiveOn(day: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from member where last_active_day = ?', [day]);
    return Number(row.total);
  }

  /** Which of these ids are members (one query for a whole list). */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('select id from member where id in (?)', [unique]);
    return new Set(rows.map((r) => r.id));
  }

  async totals(): Promise<{ total: number; oauthUsers: number; profileCompleted: number }> {
    const [row] = await this.em.fork().execute<{ total: string; oauth: string; completed: string }[]>(
      `select count(*) as total, count(*) filter (where google_sub is not null) as oauth,
              count(*) filter (where profile_completed) as completed from member`,
    );
    return { total: Number(row.total), oauthUsers: Number(row.oauth), profileCompleted: Number(row.completed) };
  }

  async recent(limit: number): Promise<RecentMemberRow[]> {
    const rows = await this.em.fork().execute<
      { id: string; name: string; email: string; profile_completed: boolean; created_at: string | Date }[]
    >('select id, name, email, profile_completed, created_at from member order by created_at desc, id desc limit ?', [limit]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      profileCompleted: r.profile_completed,
      createdAt: new Date(r.created_at),
    }));
  }
}

function toRow(r: RawRow): AdminMemberRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    picture: r.picture,
    createdAt: new Date(r.created_at),
    lastActiveDay: r.last_active_day,
    bannedUntil: r.banned_until ? new Date(r.banned_until) : null,
    bannedPermanently: r.banned_permanently,
    banReason: r.ban_reason,
    emailVerified: r.email_verified,
  };
}
