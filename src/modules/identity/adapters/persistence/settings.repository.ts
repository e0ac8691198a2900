import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SettingsLanguage } from '../../domain/settings.js';
import type { SettingsFields } from '../../application/identity.rows.js';

/** Writes of the settings page and of the profile picture (run inside the caller's transaction). */
@Injectable()
export class SettingsRepository {
  /** Locks the member's row until the transaction ends; null when there is no such member. */
  async lockMember(em: EntityManager, memberId: string): Promise<{ picture: string | null } | null> {
    const [row] = await em.execute<{ picture: string | null }[]>('select picture from member where id = ? for update', [
      memberId,
    ]);
    return row ?? null;
  }

  async updateSettings(em: EntityManager, memberId: string, fields: SettingsFields, now: Date): Promise<void> {
    const columns: [string, unknown][] = [
      ['name', fields.name],
      ['biography', fields.biography],
      ['preferred_language', fields.preferredLanguage],
      ['daily_goal', fields.dailyGoal],
      ['is_profile_public', fields.isProfilePublic],
      ['updated_at', now],
    ];
    const given = columns.filter(([, value]) => value !== undefined);
    await em.execute(`update member set ${given.map(([column]) => `${column} = ?`).join(', ')} where id = ?`, [
      ...given.map(([, value]) => value),
      memberId,
    ]);
  }

  /** Replaces the member's spoken languages as a whole, keeping the given order. */
  async replaceLanguages(em: EntityManager, memberId: string, languages: SettingsLanguage[], now: Date): Promise<void> {
    await em.execute('delete from member_language where member_id = ?', [memberId]);
    for (const [position, entry] of languages.entries()) {
      await em.execute(
        'insert into member_language (id, member_id, language, proficiency, created_at) values (?, ?, ?, ?, ?)',
        // A millisecond apart: the list keeps the order the member gave it.
        [randomUUID(), memberId, entry.language, entry.proficiency, new Date(now.getTime() + position)],
      );
    }
  }

  /** Returns whether the member exists. */
  async setPreferredLanguage(em: EntityManager, memberId: string, language: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('update member set preferred_language = ?, updated_at = ? where id = ? returning id', [
      language,
      now,
      memberId,
    ]);
    return rows.length > 0;
  }

  async setPicture(em: EntityManager, memberId: string, picture: string | null, now: Date): Promise<void> {
    await em.execute('update member set picture = ?, updated_at = ? where id = ?', [picture, now, memberId]);
  }

  /** Uploads of the member since `since`, and when the oldest of them happened. */
  async uploadsSince(em: EntityManager, memberId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await em.execute<{ count: string; oldest: string | Date | null }[]>(
      'select count(*) as count, min(created_at) as oldest from profile_picture_upload where member_id = ? and created_at > ?',
      [memberId, since],
    );
    return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
  }

  async recordUpload(em: EntityManager, memberId: string, now: Date): Promise<void> {
    await em.execute('insert into profile_picture_upload (id, member_id, created_at) values (?, ?, ?)', [
      randomUUID(),
      memberId,
      now,
    ]);
  }
}
