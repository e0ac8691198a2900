import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The member columns the signed-in member's own screen shows (GET /api/users/me). */
export interface CurrentUserRow {
  id: string;
  email: string;
  email_verified: boolean;
  name: string;
  google_name: string;
  google_given_name: string | null;
  google_picture: string | null;
  picture: string | null;
  preferred_language: string;
  profile_completed: boolean;
  profile_skipped: boolean;
}

/** What other modules may read about a member, as one row. */
export interface MemberSummaryRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  google_picture: string | null;
  preferred_language: string;
  daily_goal: number;
  created_at: Date;
}

/**
 * Hot reads of the member table: rows straight from one primary-key query, never
 * entities loaded into an identity map (STYLE.md sections 5 and 7, ADR 0018).
 */
@Injectable()
export class MemberQueries {
  constructor(private readonly em: EntityManager) {}

  async currentUser(id: string): Promise<CurrentUserRow | null> {
    const [row] = await this.em.getConnection().execute<CurrentUserRow[]>(
      `select id, email, email_verified, name, google_name, google_given_name, google_picture, picture,
              preferred_language, profile_completed, profile_skipped
       from member where id = ?`,
      [id],
    );
    return row ?? null;
  }

  async summaries(ids: readonly string[]): Promise<MemberSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.em.getConnection().execute<MemberSummaryRow[]>(
      `select id, name, email, picture, google_picture, preferred_language, daily_goal, created_at
       from member where id in (?)`,
      [ids],
    );
  }
}
