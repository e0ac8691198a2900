import { AdministratorNames, nameRefused } from './administrator-names.js';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../shared/time/index.js';
import { validateProfile, type ProfileInput } from '../domain/profile.js';
import type { ProfileRecord, SettingsRow } from './identity.rows.js';
import { MemberRepository } from '../adapters/persistence/member.repository.js';
import { MemberNotFoundError } from './identity.errors.js';
import { IdentityApi } from './identity.api.js';

/** The onboarding's view of a member: the settings' profile fields, and where onboarding stands. */
export interface ProfileView
  extends Pick<SettingsRow, 'id' | 'name' | 'biography' | 'picture' | 'preferred_language' | 'daily_goal' | 'is_profile_public' | 'userLanguages'> {
  email: string;
  profile_completed: boolean;
  profile_skipped: boolean;
  created_at: string;
}

/**
 * Onboarding: the profile a member fills in (or skips) after the first sign-in. The repository is
 * injected as it is (docs/architecture.md, "Persistence and ports").
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly members: MemberRepository,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly administratorNames: AdministratorNames,
  ) {}

  async checkProfile(memberId: string): Promise<{ profileCompleted: boolean; profileSkipped: boolean; needsSetup: boolean }> {
    const member = await this.findMember(memberId);
    return {
      profileCompleted: member.profileCompleted,
      profileSkipped: member.profileSkipped,
      needsSetup: !member.profileCompleted && !member.profileSkipped,
    };
  }

  async setUpProfile(memberId: string, input: ProfileInput): Promise<void> {
    const result = validateProfile(input);
    if (!result.ok) throw nameRefused(result.fields);
    const profile = result.value;
    await this.administratorNames.assertNotImitated(profile.name, { memberId });
    const saved = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId, { changesMemberRow: true });
      return this.members.saveProfile(em, memberId, profile, this.clock.now());
    });
    if (!saved) throw new MemberNotFoundError();
  }

  async skipProfile(memberId: string): Promise<void> {
    const skipped = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId, { changesMemberRow: true });
      return this.members.markProfileSkipped(em, memberId, this.clock.now());
    });
    if (!skipped) throw new MemberNotFoundError();
  }

  async getProfile(memberId: string): Promise<ProfileView> {
    const member = await this.findMember(memberId);
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      biography: member.biography,
      picture: member.picture,
      preferred_language: member.preferredLanguage,
      daily_goal: member.dailyGoal,
      is_profile_public: member.isProfilePublic,
      profile_completed: member.profileCompleted,
      profile_skipped: member.profileSkipped,
      created_at: member.createdAt.toISOString(),
      userLanguages: member.languages,
    };
  }

  private async findMember(memberId: string): Promise<ProfileRecord> {
    const member = await this.members.findProfile(memberId);
    if (!member) throw new MemberNotFoundError();
    return member;
  }
}
