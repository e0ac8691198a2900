import { Injectable } from '@nestjs/common';
import { MemberRepository } from '../adapters/persistence/member.repository.js';
import { IdentityApi } from './identity.api.js';
import { MemberNotFoundError } from './identity.errors.js';
import { Clock } from '../../../shared/time/index.js';
import { isBanned } from '../domain/member.js';
import { ConsentService, type ConsentsView } from './consent.service.js';

/** A ban in force, as its member may read it: why, and until when (null: permanent). */
export interface SuspensionView {
  reason: string;
  until: string | null;
  permanent: boolean;
  /** The member's interface language, for the notice. */
  language: string;
  /** The member's name: what they type to confirm their deletion from the notice (ADR 0123). */
  name: string;
}

/** Who this browser is: a member, a member a ban signed out (with the ban), or a guest. */
export interface SessionView {
  member: CurrentUserView | null;
  suspension: SuspensionView | null;
}

export interface CurrentUserView {
  id: string;
  email: string;
  name: string;
  given_name: string | null;
  picture: string | null;
  google_user_data: { name: string; given_name: string | null; picture: string | null };
  preferred_language: string;
  profile_completed: boolean;
  profile_skipped: boolean;
  is_admin: boolean;
  consents: ConsentsView;
  /** When the member's own deletion erases them; null without one (ADR 0108). */
  deletionScheduledFor: string | null;
}

@Injectable()
export class CurrentUserService {
  constructor(
    private readonly members: MemberRepository,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly consents: ConsentService,
  ) {}

  /**
   * The session's answer (ADR 0056). A session a ban ended names its member only to
   * show that member's own ban; once the ban is over (lifted or expired) it is a guest's.
   */
  async session(session: { memberId?: string; suspendedMemberId?: string } | undefined, signedIn: string | undefined): Promise<SessionView> {
    const member = signedIn ? await this.find(signedIn) : null;
    if (member) return { member, suspension: null };
    const suspended = session?.suspendedMemberId;
    if (!suspended) return { member: null, suspension: null };
    const [ban, own] = await Promise.all([this.members.banState(suspended), this.members.suspendedMember(suspended)]);
    if (!ban || !isBanned(ban, this.clock.now())) return { member: null, suspension: null };
    return {
      member: null,
      suspension: {
        reason: ban.banReason ?? '',
        until: ban.bannedPermanently ? null : (ban.bannedUntil?.toISOString() ?? null),
        permanent: ban.bannedPermanently,
        language: own?.language ?? 'pt',
        name: own?.name ?? '',
      },
    };
  }

  async describe(memberId: string): Promise<CurrentUserView> {
    const member = await this.find(memberId);
    if (!member) throw new MemberNotFoundError();
    return member;
  }

  private async find(memberId: string): Promise<CurrentUserView | null> {
    const member = await this.members.currentUser(memberId);
    if (!member) return null;
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      given_name: member.google_given_name,
      picture: member.picture ?? member.google_picture,
      google_user_data: {
        name: member.google_name,
        given_name: member.google_given_name,
        picture: member.google_picture,
      },
      preferred_language: member.preferred_language,
      profile_completed: member.profile_completed,
      profile_skipped: member.profile_skipped,
      is_admin: this.identity.isAdministrator({ email: member.email, emailVerified: member.email_verified }),
      consents: this.consents.view({ terms: member.terms_version, privacy: member.privacy_version }),
      deletionScheduledFor: member.deletion_scheduled_for === null ? null : new Date(member.deletion_scheduled_for).toISOString(),
    };
  }
}
