import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/ids.js';
import { ReadPart } from '../../../../shared/pg-pool/index.js';
import type { AdminMemberRow, MemberProfileRow, RecentMemberRow } from '../../application/identity.rows.js';

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
  deletion_scheduled_for: string | Date | null;
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

  /** A page of members and the count of the search, in one statement. */
  searchPage(search: string | null, offset: number, limit: number): ReadPart<{ rows: AdminMemberRow[]; total: number }> {
    const term = search === null ? null : likeLiteral(search);
    // No search is a null parameter: the statement is planned with its values, so the test folds away.
    return ReadPart.of((json) => {
      const page = json as { rows: RawRow[]; total: number };
      return { rows: page.rows.map(toRow), total: Number(page.total) };
    })`select json_build_object(
              'total', (select count(*) from member
                         where ${term}::text is null or search_text like '%' || poliglota_unaccent(lower(${term}::text)) || '%'),
              'rows', (select coalesce(json_agg(m order by m.created_at desc, m.id desc), '[]')
                         from (select id, name, email, coalesce(picture, google_picture) as picture, created_at,
                                      last_active_day::text as last_active_day, banned_until, banned_permanently, ban_reason, email_verified, deletion_scheduled_for
                                 from member
                                where ${term}::text is null or search_text like '%' || poliglota_unaccent(lower(${term}::text)) || '%'
                                order by created_at desc, id desc limit ${limit}::int offset ${offset}::int) m))`;
  }

  /** The member's row, null when there is none. */
  row(memberId: string): ReadPart<AdminMemberRow | null> {
    return ReadPart.of((json) => (json === null ? null : toRow(json as RawRow)))`
      select to_json(m)
        from (select id, name, email, coalesce(picture, google_picture) as picture, created_at,
                     last_active_day::text as last_active_day, banned_until, banned_permanently, ban_reason, email_verified, deletion_scheduled_for
                from member where id = ${memberId}::uuid) m`;
  }

  profile(memberId: string): ReadPart<MemberProfileRow | null> {
    return ReadPart.of((json) => {
      if (json === null) return null;
      const row = json as { biography: string; profile_completed: boolean; languages: { language: string; proficiency: string }[] };
      return { biography: row.biography, profileCompleted: row.profile_completed, languages: row.languages };
    })`select json_build_object(
              'biography', m.biography, 'profile_completed', m.profile_completed,
              'languages', (select coalesce(json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency)
                                                     order by l.created_at, l.language), '[]')
                              from member_language l where l.member_id = m.id))
         from member m where m.id = ${memberId}::uuid`;
  }

  async countActiveOn(day: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from member where last_active_day = ?', [day]);
    return Number(row.total);
  }

  /** Name and e-mail of each of these members that exists. */
  contacts(ids: readonly string[]): ReadPart<Map<string, { name: string; email: string }>> {
    return ReadPart.of((json) => new Map(Object.entries(json as Record<string, { name: string; email: string }>)))`
      select coalesce(json_object_agg(m.id, json_build_object('name', m.name, 'email', m.email)), '{}') from member m
       where m.id = any(${[...new Set(ids)].filter((id) => isUuid(id))}::uuid[])`;
  }

  totals(): ReadPart<{ total: number; oauthUsers: number; profileCompleted: number }> {
    return ReadPart.of((json) => {
      const row = json as { total: number; oauth: number; completed: number };
      return { total: Number(row.total), oauthUsers: Number(row.oauth), profileCompleted: Number(row.completed) };
    })`select json_build_object('total', count(*), 'oauth', count(*) filter (where google_sub is not null),
                              'completed', count(*) filter (where profile_completed))
         from member`;
  }

  recent(limit: number): ReadPart<RecentMemberRow[]> {
    return ReadPart.of((json) =>
      (json as { id: string; name: string; email: string; profile_completed: boolean; created_at: string }[]).map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        profileCompleted: r.profile_completed,
        createdAt: new Date(r.created_at),
      })),
    )`select coalesce(json_agg(m order by m.created_at desc, m.id desc), '[]')
        from (select id, name, email, profile_completed, created_at from member
               order by created_at desc, id desc limit ${limit}::int) m`;
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
    deletionScheduledFor: r.deletion_scheduled_for ? new Date(r.deletion_scheduled_for) : null,
  };
}
