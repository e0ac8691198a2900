import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { isBanned, isListedAdministrator } from '../domain/member.js';
import { ConsentRequiredError, DeletionScheduledError, memberBanned } from './identity.errors.js';
import { consentRequired } from '../domain/legal-documents.js';
import { LegalDocuments } from './legal-documents.service.js';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../shared/engagement/index.js';
import { AccountDeletionRepository } from '../adapters/persistence/account-deletion.repository.js';
import type { BanState, MemberSummary } from './identity.rows.js';
import { recordActivityIn } from './sign-in.service.js';
import { MemberRepository } from '../adapters/persistence/member.repository.js';
import { MemberContactsQueries } from '../adapters/persistence/member-contacts.queries.js';
import { DAILY_GOALS, DEFAULT_DAILY_GOAL, learningLanguageOf } from '../domain/profile.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import { MemberBlocksRepository } from '../adapters/persistence/member-blocks.repository.js';

export type { MemberSummary };

const REMOVED_MEMBER: MemberSummary = {
  id: REMOVED_MEMBER_ID,
  name: REMOVED_MEMBER_NAME,
  email: '',
  picture: null,
  preferredLanguage: 'pt',
  dailyGoal: DEFAULT_DAILY_GOAL,
  createdAt: new Date(0),
};

/** The dashboard's reader: who they are, whom they block, and the language they learn (null: none declared). */
export interface MemberWithBlocks {
  member: MemberSummary | null;
  blocks: ReadonlySet<string>;
  learningLanguage: string | null;
}

/** What another module needs to write to a member: where, in which language, and whether they are banned now. */
export interface MemberContact {
  id: string;
  name: string;
  email: string;
  /** Interface language the member chose: `pt` or `en`. */
  preferredLanguage: string;
  /** Whether a ban is in force at the instant asked about. */
  banned: boolean;
}

/**
 * The identity module's public API (docs/architecture.md, How modules talk): every other module
 * asks about members through it, in one batched call per page.
 */
@Injectable()
export class IdentityApi {
  /** The daily XP goals a member may choose, and the one a new member has. */
  static readonly dailyGoals = DAILY_GOALS;
  static readonly defaultDailyGoal = DEFAULT_DAILY_GOAL;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly members: MemberRepository,
    private readonly contactsQueries: MemberContactsQueries,
    private readonly blocks: MemberBlocksRepository,
    private readonly deletions: AccountDeletionRepository,
    private readonly legalDocuments: LegalDocuments,
  ) {}

  /**
   * Which of the authors each viewer blocks, in one read (keys `viewer:author`): for what is
   * sent to many members at once, the chat's live streams (ADR 0101). A list read by one viewer
   * puts identity's condition into its own statement instead (`authorNotBlockedSql`,
   * `blockedByViewerSql`, exported by index.ts).
   */
  blockedPairs(viewerIds: readonly string[], authorIds: readonly string[]): Promise<Set<string>> {
    return this.blocks.blockedPairs(viewerIds, authorIds);
  }

  /** The members by id; `REMOVED_MEMBER_ID`, the author of what erased members left, is "Membro removido" (ADR 0108). */
  async getMembers(ids: readonly string[]): Promise<Map<string, MemberSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const members = new Map((await this.members.summaries(unique)).map((m) => [m.id, m]));
    if (unique.includes(REMOVED_MEMBER_ID)) members.set(REMOVED_MEMBER_ID, REMOVED_MEMBER);
    return members;
  }

  async getMember(id: string): Promise<MemberSummary | null> {
    return (await this.getMembers([id])).get(id) ?? null;
  }

  /**
   * The member, the ids of the members they block and the language they learn, as a part of a
   * composed read (ADR 0080): for lists every member shares from one cache (the dashboard's),
   * filtered for their reader after the read (ADR 0101), and the dashboard's first lesson (ADR 0128).
   */
  memberWithBlocksPart(id: string): ReadPart<MemberWithBlocks> {
    return this.members.memberWithBlocksPart(id).map((found) => ({
      member: found?.summary ?? null,
      blocks: new Set(found?.blocks ?? []),
      learningLanguage: found ? learningLanguageOf(found.languages) : null,
    }));
  }

  /**
   * The languages the member declared at one of `levels` and the members a block stands between
   * them and the member (either way), as a part another module's part reads inside one statement
   * (ADR 0080): the dashboard's count of texts waiting in the languages a member corrects.
   */
  languagesAndBlocksPart(memberId: string, levels: readonly string[]): ReadPart<{ languages: string[]; blocked: string[] }> {
    return this.blocks.languagesAndBlocksPart(memberId, levels);
  }

  /**
   * Daily XP goals by member id (members unknown here get the default). Pass
   * the caller's EntityManager when calling from inside a transaction.
   */
  async getDailyGoals(ids: readonly string[], em?: EntityManager): Promise<Map<string, number>> {
    const unique = [...new Set(ids)];
    const goals = new Map(unique.map((id) => [id, DEFAULT_DAILY_GOAL]));
    if (unique.length === 0) return goals;
    for (const row of await this.members.dailyGoals(unique, em)) goals.set(row.id, row.dailyGoal);
    return goals;
  }

  /** Throws the 403 of a banned member (ADR 0028) when the member's ban is in force now. */
  async assertNotBanned(memberId: string): Promise<void> {
    await this.em.fork().transactional((em) => this.assertCanParticipate(em, memberId));
  }

  /**
   * Name, e-mail, language and ban state (at `now`) of each member, in one read: what
   * the notifications module asks before it writes to someone (ADR 0082). Pass the
   * caller's EntityManager from inside a transaction. Unknown ids are absent.
   */
  async contacts(ids: readonly string[], now: Date, em?: EntityManager): Promise<Map<string, MemberContact>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.contactsQueries.contacts(unique, em);
    return new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, name: row.name, email: row.email, preferredLanguage: row.preferredLanguage, banned: isBanned(row, now) },
      ]),
    );
  }

  /** Which of these members are under a ban in force now, in one read (the event streams' heartbeat). */
  async bannedAmong(ids: readonly string[]): Promise<Set<string>> {
    const contacts = await this.contacts(ids, this.clock.now());
    return new Set([...contacts.values()].filter((contact) => contact.banned).map((contact) => contact.id));
  }

  /** The member's interface language (`pt` or `en`), null when there is no such member. */
  preferredLanguage(memberId: string): Promise<string | null> {
    return this.members.preferredLanguage(memberId);
  }

  countMembers(): Promise<number> {
    return this.members.count();
  }

  /**
   * Each member's declared languages (`{ en: 'Nativo', pt: 'Intermediário' }`), in one read: what
   * corrections weighs a corrector by (ADR 0133). Pass the caller's EntityManager from inside a
   * transaction. A member who declared none has an empty map.
   */
  async declaredLanguages(ids: readonly string[], em?: EntityManager): Promise<Map<string, Map<string, string>>> {
    const declared = new Map([...new Set(ids)].map((id) => [id, new Map<string, string>()]));
    for (const row of await this.members.declaredLanguages([...declared.keys()], em)) declared.get(row.member_id)?.set(row.language, row.proficiency);
    return declared;
  }

  /** The distinct languages members say they speak. */
  spokenLanguages(): Promise<string[]> {
    return this.members.spokenLanguages();
  }

  /** Whether the member is an administrator (verified e-mail listed in ADMIN_EMAILS). */
  isAdministrator(member: { email: string; emailVerified: boolean }): boolean {
    return isListedAdministrator(member, this.config.get('ADMIN_EMAILS'));
  }

  /**
   * Throws a 403 domain error when the member may not post, comment or like.
   * Call it inside the write's transaction with its EntityManager: the member
   * row is read `FOR SHARE`, so a ban either committed before (refused) or
   * waits until the write committed — nothing commits after a ban.
   */
  async assertCanParticipate(em: EntityManager, memberId: string, options: { changesMemberRow?: boolean } = {}): Promise<void> {
    // A write that then updates the member row locks it for update at once: two
    // share locks upgraded in two transactions would deadlock.
    const ban = await this.members.banStateForWrite(em, memberId, options.changesMemberRow ? 'update' : 'share');
    if (ban) this.assertActing(ban);
  }

  /**
   * Whether a ban is in force on the member now, read `FOR SHARE` in the caller's transaction, as
   * `assertCanParticipate` reads it: a ban committed before is seen, and one written meanwhile waits
   * for the caller's commit. For what a member would gain while banned (XP, ADR 0011); false for
   * an unknown member.
   */
  async isBannedNow(em: EntityManager, memberId: string): Promise<boolean> {
    const ban = await this.members.banStateForWrite(em, memberId, 'share');
    return ban !== null && isBanned(ban, this.clock.now());
  }

  /**
   * The global guard's early answer for every state-changing request of a
   * member's session (ADR 0050): throws the 403 of a ban in force, and with
   * `consent` the 403 of legal documents whose versions in force the member has
   * not accepted (ADR 0110), from one read. Without a lock: the write's own
   * `assertCanParticipate` is the one that races of a ban hold; an acceptance
   * only ever moves forward, so none can race it. `ban: false` for the rights a ban
   * does not take away (ADR 0123): a scheduled deletion still stops the write.
   */
  async assertMayAct(memberId: string, options: { consent: boolean; ban?: boolean }): Promise<void> {
    const state = await this.members.writeState(memberId);
    if (!state) return;
    if (options.ban === false) this.assertNotLeaving(state);
    else this.assertActing(state);
    if (options.consent && consentRequired(state.accepted, this.legalDocuments.currentVersions())) throw new ConsentRequiredError();
  }

  /** Whether a ban is in force on the member now (without a lock; false for an unknown member). */
  async isSuspended(memberId: string): Promise<boolean> {
    const ban = await this.members.banState(memberId);
    return ban !== null && isBanned(ban, this.clock.now());
  }

  /** A ban in force, or a deletion the member scheduled (ADR 0108), stops every write. */
  private assertActing(state: BanState): void {
    if (isBanned(state, this.clock.now())) throw memberBanned(state);
    this.assertNotLeaving(state);
  }

  private assertNotLeaving(state: BanState): void {
    if (state.deletionScheduledFor) throw new DeletionScheduledError({ scheduledFor: state.deletionScheduledFor.toISOString() });
  }

  /**
   * Scheduled deletions whose grace period is over, at most `limit`, taken in the caller's
   * transaction: from its commit they can no longer be cancelled (ADR 0108).
   */
  startDueDeletions(em: EntityManager, limit: number): Promise<{ memberId: string; keepContent: boolean }[]> {
    return this.deletions.startDue(em, this.clock.now(), limit);
  }

  /** Records the member's activity today (first time per São Paulo day publishes an event). */
  async recordActivity(memberId: string): Promise<string> {
    const day = saoPauloDay(this.clock.now());
    await this.em.fork().transactional((em) => recordActivityIn(em, this.members, this.events, memberId, day));
    return day;
  }
}
