import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { Clock } from '../../../shared/time/index.js';
import { validateProfile, type ProfileInput } from '../domain/profile.js';
import { MemberEntity, MemberLanguageEntity } from '../adapters/persistence/member.entity.js';
import { MemberNotFoundError } from './identity.errors.js';

export interface ProfileView {
  id: string;
  email: string;
  name: string;
  biography: string;
  picture: string | null;
  preferred_language: string;
  daily_goal: number;
  is_profile_public: boolean;
  profile_completed: boolean;
  profile_skipped: boolean;
  created_at: string;
  userLanguages: { language: string; proficiency: string }[];
}

/** Onboarding: the profile a member fills in (or skips) after the first sign-in. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
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
    if (!result.ok) throw ValidationFailedError.fromFields(result.fields);
    const { profile } = result;
    await this.em.fork().transactional(async (em) => {
      // Locked: two saves at once replace the language list one after the other.
      const member = await em.findOne(MemberEntity, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!member) throw new MemberNotFoundError();
      const now = this.clock.now();
      member.name = profile.name;
      member.biography = profile.biography;
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
    });
  }

  async skipProfile(memberId: string): Promise<void> {
    const updated = await this.em
      .fork()
      .nativeUpdate(MemberEntity, { id: memberId }, { profileSkipped: true, updatedAt: this.clock.now() });
    if (updated === 0) throw new MemberNotFoundError();
  }

  async getProfile(memberId: string): Promise<ProfileView> {
    const member = await this.findMember(memberId);
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      biography: member.biography,
      picture: member.picture ?? member.googlePicture ?? null,
      preferred_language: member.preferredLanguage,
      daily_goal: member.dailyGoal,
      is_profile_public: member.isProfilePublic,
      profile_completed: member.profileCompleted,
      profile_skipped: member.profileSkipped,
      created_at: member.createdAt.toISOString(),
      userLanguages: member.languages.getItems().map((l) => ({ language: l.language, proficiency: l.proficiency })),
    };
  }

  private async findMember(memberId: string): Promise<MemberEntity> {
    const member = await this.em.fork().findOne(MemberEntity, { id: memberId }, { populate: ['languages'] });
    if (!member) throw new MemberNotFoundError();
    return member;
  }
}
