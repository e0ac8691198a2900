import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface MemberContactRow {
  id: string;
  name: string;
  email: string;
  preferredLanguage: string;
  bannedPermanently: boolean;
  bannedUntil: Date | null;
  banReason: string | null;
}

/** Who a member is for a message to them: one primary-key read for many members (ADR 0082). */
@Injectable()
export class MemberContactsQueries {
  constructor(private readonly em: EntityManager) {}

  async contacts(ids: readonly string[], em?: EntityManager): Promise<MemberContactRow[]> {
    const rows = await (em ?? this.em.fork()).execute<
      { id: string; name: string; email: string; preferred_language: string; banned_permanently: boolean; banned_until: string | Date | null; ban_reason: string | null }[]
    >(
      `select id, name, email, preferred_language, banned_permanently, banned_until, ban_reason
         from member where id = any(?::uuid[])`,
      [`{${ids.join(',')}}`],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      preferredLanguage: row.preferred_language,
      bannedPermanently: row.banned_permanently,
      bannedUntil: row.banned_until === null ? null : new Date(row.banned_until),
      banReason: row.ban_reason,
    }));
  }
}
