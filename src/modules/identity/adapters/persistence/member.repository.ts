import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { PgPool, ReadPart } from '../../../../shared/pg-pool/index.js';
import type { LegalDocument } from '../../domain/legal-documents.js';
import type { ProfileInput } from '../../domain/profile.js';
import type { BanState, CurrentUserRow, MemberSummary, ProfileRecord, ProviderSignIn } from '../../application/identity.rows.js';
import { MemberEntity, MemberLanguageEntity } from './member.entity.js';
import { blockedByViewerSql } from './member-blocks.repository.js';

/** The version of `document` the member accepted last (ADR 0110). */
const LATEST_CONSENT = (document: LegalDocument) =>
  `(select version from member_consent c where c.member_id = member.id and c.document = '${document}' order by c.accepted_at desc limit 1)`;

@Injectable()
export class MemberRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  /** Every screen's first read (`/api/users/me`): a prepared statement (ADR 0019). */
  async currentUser(id: string): Promise<CurrentUserRow | null> {
    const [row] = await this.db.prepared<CurrentUserRow>(
      'identity_current_user',
      `select id, email, email_verified, name, google_name, google_given_name, google_picture, picture,
              preferred_language, profile_completed, profile_skipped, deletion_scheduled_for,
              ${LATEST_CONSENT('terms')} as terms_version, ${LATEST_CONSENT('privacy')} as privacy_version
       from member where id = $1`,
      [id],
    );
    return row ?? null;
  }

  async administratorNames(emails: readonly string[]): Promise<{ id: string; name: string }[]> {
    if (emails.length === 0) return [];
    return this.em.fork().execute<{ id: string; name: string }[]>('select id, name from member where email_verified and lower(email) in (?)', [[...emails]]);
  }

  /** Once per page of the feed, the ranking, chat and the catalogue: a prepared statement (ADR 0019). */
  async summaries(ids: readonly string[]): Promise<MemberSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.prepared<SummaryRow>(
      'identity_member_summaries',
      `select id, name, email, picture, google_picture, preferred_language, daily_goal, created_at
       from member where id = any($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return rows.map(toSummary);
  }

  /**
   * One member's summary, the ids of the members they block and their languages in their list's
   * order, as a part of a composed read (ADR 0080): the dashboard filters the lists every member
   * shares by what its reader blocks (ADR 0101) and reads courses' part in the same statement.
   */
  memberWithBlocksPart(id: string): ReadPart<{ summary: MemberSummary; blocks: string[]; languages: { language: string; proficiency: string }[] } | null> {
    // No member: the scalar subquery of the composed statement answers null.
    return ReadPart.fromStatement(
      (json) => {
        if (json === null) return null;
        const row = json as SummaryRow & { blocks: string[]; languages: { language: string; proficiency: string }[] };
        return { summary: toSummary(row), blocks: row.blocks, languages: row.languages };
      },
      `select json_build_object(
         'id', m.id, 'name', m.name, 'email', m.email, 'picture', m.picture, 'google_picture', m.google_picture,
         'preferred_language', m.preferred_language, 'daily_goal', m.daily_goal, 'created_at', m.created_at,
         'blocks', array${blockedByViewerSql('m.id')}::text[],
         'languages', (select coalesce(json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency)
                                                order by l.created_at, l.id), '[]')
                         from member_language l where l.member_id = m.id))
       from member m where m.id = ?::uuid`,
      [id],
    );
  }

  async dailyGoals(ids: readonly string[], em?: EntityManager): Promise<{ id: string; dailyGoal: number }[]> {
    const rows = await (em ?? this.em.fork()).execute<{ id: string; daily_goal: number }[]>(
      'select id, daily_goal from member where id in (?)',
      [[...ids]],
    );
    return rows.map((row) => ({ id: row.id, dailyGoal: Number(row.daily_goal) }));
  }

  count(): Promise<number> {
    return this.em.fork().count(MemberEntity, {});
  }

  async spokenLanguages(): Promise<string[]> {
    const rows = await this.em.fork().execute<{ language: string }[]>(
      'select distinct language from member_language order by language',
    );
    return rows.map((r) => r.language);
  }

  /** The members' declared languages with their proficiency, in one read (the caller's transaction when given). */
  async declaredLanguages(ids: readonly string[], em?: EntityManager): Promise<{ member_id: string; language: string; proficiency: string }[]> {
    if (ids.length === 0) return [];
    return (em ?? this.em.fork()).execute<{ member_id: string; language: string; proficiency: string }[]>(
      'select member_id, language, proficiency from member_language where member_id in (?) order by created_at, id',
      [[...new Set(ids)]],
    );
  }

  banStateForWrite(em: EntityManager, memberId: string, lock: 'share' | 'update' = 'share'): Promise<BanState | null> {
    return this.readBanState(em, memberId, lock === 'update' ? 'for update' : 'for share');
  }

  banState(memberId: string): Promise<BanState | null> {
    return this.readBanState(this.em.fork(), memberId, '');
  }

  /**
   * What the global write guard asks of a member (ADR 0050, ADR 0110), in one statement: the ban,
   * the scheduled deletion, and the versions of the legal documents they accepted last.
   */
  async writeState(memberId: string): Promise<(BanState & { accepted: Record<LegalDocument, string | null> }) | null> {
    const [row] = await this.db.prepared<{
      banned_permanently: boolean;
      banned_until: Date | string | null;
      ban_reason: string | null;
      deletion_scheduled_for: Date | string | null;
      terms_version: string | null;
      privacy_version: string | null;
    }>(
      'identity_member_write_state',
      `select banned_permanently, banned_until, ban_reason, deletion_scheduled_for,
              ${LATEST_CONSENT('terms')} as terms_version, ${LATEST_CONSENT('privacy')} as privacy_version
       from member where id = $1`,
      [memberId],
    );
    if (!row) return null;
    return {
      bannedPermanently: row.banned_permanently,
      bannedUntil: row.banned_until === null ? null : new Date(row.banned_until),
      banReason: row.ban_reason,
      deletionScheduledFor: row.deletion_scheduled_for === null ? null : new Date(row.deletion_scheduled_for),
      accepted: { terms: row.terms_version, privacy: row.privacy_version },
    };
  }

  private async readBanState(em: EntityManager, memberId: string, lock: 'for share' | 'for update' | ''): Promise<BanState | null> {
    const [row] = await em.execute<
      { banned_permanently: boolean; banned_until: Date | string | null; ban_reason: string | null; deletion_scheduled_for: Date | string | null }[]
    >(`select banned_permanently, banned_until, ban_reason, deletion_scheduled_for from member where id = ? ${lock}`, [memberId]);
    if (!row) return null;
    return {
      bannedPermanently: row.banned_permanently,
      bannedUntil: row.banned_until === null ? null : new Date(row.banned_until),
      banReason: row.ban_reason,
      deletionScheduledFor: row.deletion_scheduled_for === null ? null : new Date(row.deletion_scheduled_for),
    };
  }

  async preferredLanguage(memberId: string): Promise<string | null> {
    const [row] = await this.em
      .fork()
      .execute<{ preferred_language: string }[]>('select preferred_language from member where id = ?', [memberId]);
    return row?.preferred_language ?? null;
  }

  /** What the notice of a ban shows its member (ADR 0123): their language, and the name they type to leave. */
  async suspendedMember(memberId: string): Promise<{ language: string; name: string } | null> {
    const [row] = await this.em
      .fork()
      .execute<{ preferred_language: string; name: string }[]>('select preferred_language, name from member where id = ?', [memberId]);
    return row ? { language: row.preferred_language, name: row.name } : null;
  }

  async markActiveOn(em: EntityManager, memberId: string, day: string): Promise<boolean> {
    const changed = await em.execute<{ id: string }[]>(
      'update member set last_active_day = ? where id = ? and last_active_day is distinct from ? returning id',
      [day, memberId, day],
    );
    return changed.length > 0;
  }

  async upsertFromProvider(
    em: EntityManager,
    id: string,
    input: ProviderSignIn,
  ): Promise<{ id: string; registered: boolean } & BanState> {
    const [row] = await em.execute<
      { id: string; registered: boolean; banned_until: Date | string | null; banned_permanently: boolean; ban_reason: string | null }[]
    >(
      `insert into member (id, google_sub, email, email_verified, name, google_name, google_given_name,
                           google_picture, preferred_language, last_sign_in_at, last_active_day, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (google_sub) do update set
         email = excluded.email, email_verified = excluded.email_verified,
         google_name = excluded.google_name, google_given_name = excluded.google_given_name,
         google_picture = excluded.google_picture, last_sign_in_at = excluded.last_sign_in_at,
         updated_at = excluded.updated_at
       returning id, (xmax = 0) as registered, banned_until, banned_permanently, ban_reason`,
      [
        id,
        input.subject,
        input.email,
        input.emailVerified,
        input.name.slice(0, 100),
        input.name,
        input.givenName,
        input.picture,
        input.preferredLanguage,
        input.at,
        null,
        input.at,
        input.at,
      ],
    );
    return {
      id: row.id,
      registered: row.registered,
      bannedUntil: row.banned_until === null ? null : new Date(row.banned_until),
      bannedPermanently: row.banned_permanently,
      banReason: row.ban_reason,
    };
  }

  async setReferrer(em: EntityManager, memberId: string, referrerId: string): Promise<boolean> {
    const referred = await em.execute<{ id: string }[]>(
      `update member set referred_by = ? where id = ? and referred_by is null
         and exists (select 1 from member where id = ?) returning id`,
      [referrerId, memberId, referrerId],
    );
    return referred.length > 0;
  }

  async findProfile(memberId: string): Promise<ProfileRecord | null> {
    const member = await this.em.fork().findOne(MemberEntity, { id: memberId }, { populate: ['languages'] });
    if (!member) return null;
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      biography: member.biography,
      picture: member.picture ?? member.googlePicture ?? null,
      preferredLanguage: member.preferredLanguage,
      dailyGoal: member.dailyGoal,
      isProfilePublic: member.isProfilePublic,
      profileCompleted: member.profileCompleted,
      profileSkipped: member.profileSkipped,
      createdAt: member.createdAt,
      languages: member.languages.getItems().map((l) => ({ language: l.language, proficiency: l.proficiency })),
    };
  }

  async saveProfile(outer: EntityManager, memberId: string, profile: ProfileInput, now: Date): Promise<boolean> {
    return outer.transactional(async (em) => {
      // Locked: two saves at once replace the language list one after the other.
      const member = await em.findOne(MemberEntity, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!member) return false;
      member.name = profile.name;
      member.biography = profile.biography;
      if (profile.dailyGoal !== undefined) member.dailyGoal = profile.dailyGoal;
      member.profileCompleted = true;
      member.updatedAt = now;
      // The list is replaced as a whole: what the member sees is what is stored.
      await em.nativeDelete(MemberLanguageEntity, { member: memberId });
      profile.userLanguages.forEach((entry, position) => {
        em.persist(
          em.create(MemberLanguageEntity, {
            id: randomUUID(),
            member,
            language: entry.language,
            proficiency: entry.proficiency,
            // A millisecond apart: the list keeps the order the member gave it.
            createdAt: new Date(now.getTime() + position),
          }),
        );
      });
      return true;
    });
  }

  async markProfileSkipped(em: EntityManager, memberId: string, now: Date): Promise<boolean> {
    const updated = await em.nativeUpdate(MemberEntity, { id: memberId }, { profileSkipped: true, updatedAt: now });
    return updated > 0;
  }
}

/** The member columns a summary reads. */
interface SummaryRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  google_picture: string | null;
  preferred_language: string;
  daily_goal: number;
  created_at: Date;
}

function toSummary(row: SummaryRow): MemberSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture ?? row.google_picture ?? null,
    preferredLanguage: row.preferred_language,
    dailyGoal: Number(row.daily_goal),
    createdAt: new Date(row.created_at),
  };
}
