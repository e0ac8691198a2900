import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { ProfileService } from '../../application/profile.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import type { ProfileLanguage, ProficiencyLevel } from '../../domain/profile.js';
import { CurrentMember, MemberGuard } from './guards.js';
import { ProfileCheckDto, ProfileDto, ProfileSetupDto, SuccessDto } from './identity.dto.js';

@ApiTags('identity')
@ApiUnauthorizedResponse({ type: ErrorBody })
@UseGuards(MemberGuard)
@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('check')
  @ApiOperation({ summary: 'Whether the member completed (or skipped) the profile setup', operationId: 'checkProfile' })
  @ApiOkResponse({ type: ProfileCheckDto })
  check(@CurrentMember() member: AuthenticatedMember): Promise<ProfileCheckDto> {
    return this.profiles.checkProfile(member.id);
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Complete the profile: name, biography and spoken languages', operationId: 'setUpProfile' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async setup(@CurrentMember() member: AuthenticatedMember, @Body() body: ProfileSetupDto): Promise<SuccessDto> {
    await this.profiles.setUpProfile(member.id, {
      name: body.name,
      biography: body.biography ?? '',
      userLanguages: (body.userLanguages ?? []).map((l) => ({
        language: l.language as ProfileLanguage,
        proficiency: l.proficiency as ProficiencyLevel,
      })),
    });
    return { success: true };
  }

  @Post('skip')
  @HttpCode(200)
  @ApiOperation({ summary: 'Skip the profile setup for now (not asked again)', operationId: 'skipProfile' })
  @ApiOkResponse({ type: SuccessDto })
  async skip(@CurrentMember() member: AuthenticatedMember): Promise<SuccessDto> {
    await this.profiles.skipProfile(member.id);
    return { success: true };
  }

  @Get('complete')
  @ApiOperation({ summary: "The member's own profile", operationId: 'getOwnProfile' })
  @ApiOkResponse({ type: ProfileDto })
  complete(@CurrentMember() member: AuthenticatedMember): Promise<ProfileDto> {
    return this.profiles.getProfile(member.id);
  }
}
