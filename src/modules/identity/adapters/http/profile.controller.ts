import { Body } from '@nestjs/common';
import { ProfileService } from '../../application/profile.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import type { ProfileLanguage, ProficiencyLevel } from '../../domain/profile.js';
import { CurrentMember, ForMembers } from './guards.js';
import { ProfileCheckDto, ProfileDto, ProfileSetupDto, SuccessDto } from './identity.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

@ForMembers('profile', 'identity')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Endpoint({
    method: 'GET', path: 'check', operationId: 'checkProfile', auth: 'member', ok: ProfileCheckDto,
    summary: 'Whether the member completed (or skipped) the profile setup',
  })
  check(@CurrentMember() member: AuthenticatedMember): Promise<ProfileCheckDto> {
    return this.profiles.checkProfile(member.id);
  }

  @Endpoint({
    method: 'POST', path: 'setup', operationId: 'setUpProfile', auth: 'member', status: 200, ok: SuccessDto,
    summary: 'Complete the profile: name, biography, spoken languages, the language to learn and the daily goal',
  })
  async setup(@CurrentMember() member: AuthenticatedMember, @Body() body: ProfileSetupDto): Promise<SuccessDto> {
    await this.profiles.setUpProfile(member.id, {
      name: body.name,
      biography: body.biography ?? '',
      userLanguages: (body.userLanguages ?? []).map((l) => ({
        language: l.language as ProfileLanguage,
        proficiency: l.proficiency as ProficiencyLevel,
      })),
      learningLanguage: body.learningLanguage ?? undefined,
      dailyGoal: body.dailyGoal ?? undefined,
    });
    return { success: true };
  }

  @Endpoint({
    method: 'POST', path: 'skip', operationId: 'skipProfile', auth: 'member', status: 200, ok: SuccessDto,
    summary: 'Skip the profile setup for now (not asked again)',
  })
  async skip(@CurrentMember() member: AuthenticatedMember): Promise<SuccessDto> {
    await this.profiles.skipProfile(member.id);
    return { success: true };
  }

  @Endpoint({
    method: 'GET', path: 'complete', operationId: 'getOwnProfile', auth: 'member', ok: ProfileDto,
    summary: "The member's own profile",
  })
  complete(@CurrentMember() member: AuthenticatedMember): Promise<ProfileDto> {
    return this.profiles.getProfile(member.id);
  }
}
