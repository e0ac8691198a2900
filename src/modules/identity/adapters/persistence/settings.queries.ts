import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SettingsRow } from '../../application/identity.rows.js';

/** Read models of the settings page and of member profiles (rows, not entities). */
@Injectable()
export class SettingsQueries {
  constructor(private readonly em: EntityManager) {}

  /** One member's settings with languages, or null; `em` to read inside a transaction. */
  async settingsOf(memberId: string, em?: EntityManager): Promise<SettingsRow | null> {
    const [row] = await (em ?? this.em.fork()).execute<(Omit<SettingsRow, 'created_at' | 'updated_at'> & {
      created_at: string | Date;
      updated_at: string | Date;
    })[]>(
      `select m.id, m.name, m.biography, coalesce(m.picture, m.google_picture) as picture, m.preferred_language,
              m.daily_goal, m.is_profile_public, m.hidden_at is not null as is_hidden,
              m.created_at, m.updated_at,
              coalesce((select json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency)
                                        order by l.created_at, l.id)
                        from member_language l where l.member_id = m.id), '[]'::json) as "userLanguages"
       from member m where m.id = ?`,
      [memberId],
    );
    if (!row) return null;
    return {
      ...row,
      daily_goal: Number(row.daily_goal),
      created_at: new Date(row.created_at),
      updated_at: new Date(row.updated_at),
    };
  }
}
