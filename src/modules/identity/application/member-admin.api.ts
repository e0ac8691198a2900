import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { defineDomainError } from '../../../shared/errors/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { PgPool, type ReadPart } from '../../../shared/pg-pool/index.js';
import { isBanned, isListedAdministrator } from '../domain/member.js';
import { MemberNotFoundError } from './identity.errors.js';
import type { AdminMemberRow, MemberProfileRow, RecentMemberRow } from './identity.rows.js';
import { MemberAdminRepository } from '../adapters/persistence/member-admin.repository.js';
import { MemberAdminQueries } from '../adapters/persistence/member-admin.queries.js';
import { FLAGGABLE_PROFILES } from '../adapters/persistence/identity.tables.js';
import { flaggableTable, type FlagTargets } from '../../../shared/moderation/index.js';

export const AdministratorNotBannableError = defineDomainError(
  'IDENTITY.ADMINISTRATOR_NOT_BANNABLE',
  'conflict',
  'Administradores não podem ser banidos.',
);

/** A member as administrators see them, with the ban state in force now. */
export interface AdminMember extends Omit<AdminMemberRow, 'emailVerified'> {
  isBanned: boolean;
  isAdministrator: boolean;
}

export type BanTerms = { until: Date; reason: string } | { permanent: true; reason: string };

export type { MemberProfileRow, RecentMemberRow };

/**
 * What identity offers the admin module about members (docs/architecture.md, How modules talk):
 * the searchable list, profiles, activity counts and the effective ban state,
 * which identity enforces on every request (ADR 0028).
 */
@Injectable()
export class MemberAdminApi {
  constructor(
    private readonly queries: MemberAdminQueries,
    private readonly repository: MemberAdminRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly db: PgPool,
    private readonly em: EntityManager,
  ) {}

  /** Public profiles members may report; removing one clears its biography and pictures (ADR 0103). */
  flagTargets(): Record<'member', FlagTargets> {
    return {
      member: flaggableTable(FLAGGABLE_PROFILES, (_admin, id) =>
        this.em.fork().transactional((em) => this.repository.clearProfile(em, id, this.clock.now())),
      ),
    };
  }

  /**
   * Newest members first; `search` matches any part of the name or e-mail, ignoring case and accents.
   * Like the reads below (but today's active count), a part of one statement (ADR 0080).
   */
  membersPage(search: string | null, page: number, limit: number): ReadPart<{ members: AdminMember[]; total: number }> {
    return this.queries
      .searchPage(search, (page - 1) * limit, limit)
      .map(({ rows, total }) => ({ members: rows.map((r) => this.toMember(r)), total }));
  }

  /** The member, null when there is none. */
  member(memberId: string): ReadPart<AdminMember | null> {
    return this.queries.row(memberId).map((row) => (row ? this.toMember(row) : null));
  }

  async findMember(memberId: string): Promise<AdminMember | null> {
    const [member] = await this.db.readTogether(this.member(memberId));
    return member;
  }

  memberProfile(memberId: string): ReadPart<MemberProfileRow | null> {
    return this.queries.profile(memberId);
  }

  /** Members with any authenticated request on today's São Paulo day. */
  countActiveToday(): Promise<number> {
    return this.queries.countActiveOn(saoPauloDay(this.clock.now()));
  }

  /** Name and e-mail of each of these members that exists. */
  memberContacts(ids: readonly string[]): ReadPart<Map<string, { name: string; email: string }>> {
    return this.queries.contacts(ids);
  }

  memberTotals(): ReadPart<{ total: number; oauthUsers: number; profileCompleted: number }> {
    return this.queries.totals();
  }

  recentMembers(limit: number): ReadPart<RecentMemberRow[]> {
    return this.queries.recent(limit);
  }

  /**
   * Puts the ban in force inside the caller's transaction and ends every session
   * of the member in it: once it commits, the member's next request is a guest's.
   * Banning again replaces the terms.
   */
  async applyBan(em: EntityManager, memberId: string, terms: BanTerms): Promise<void> {
    const member = await this.repository.lockMember(em, memberId);
    if (!member) throw new MemberNotFoundError();
    if (isListedAdministrator(member, this.config.get('ADMIN_EMAILS'))) throw new AdministratorNotBannableError();
    const permanent = 'permanent' in terms;
    await this.repository.setBan(
      em,
      memberId,
      { until: permanent ? null : terms.until, permanent, reason: terms.reason },
      this.clock.now(),
    );
    await this.repository.endSessions(em, memberId);
  }

  /** Ends the ban (in the caller's transaction). */
  async liftBan(em: EntityManager, memberId: string): Promise<void> {
    const member = await this.repository.lockMember(em, memberId);
    if (!member) throw new MemberNotFoundError();
    await this.repository.setBan(em, memberId, { until: null, permanent: false, reason: null }, this.clock.now());
  }

  private toMember(row: AdminMemberRow): AdminMember {
    const { emailVerified, ...rest } = row;
    const banned = isBanned(row, this.clock.now());
    return {
      ...rest,
      isBanned: banned,
      bannedUntil: banned ? row.bannedUntil : null,
      bannedPermanently: banned && row.bannedPermanently,
      banReason: banned ? row.banReason : null,
      isAdministrator: isListedAdministrator({ email: row.email, emailVerified }, this.config.get('ADMIN_EMAILS')),
    };
  }
}
