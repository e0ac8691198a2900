import { Body, Controller, Get, HttpCode, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import type { SettingsRow } from '../../application/ports/persistence.js';
import { SettingsService } from '../../application/settings.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { SETTINGS_MESSAGES } from '../../domain/settings.js';
import { CurrentMember, MemberGuard } from './guards.js';
import {
  InterfaceLanguageDto,
  SettingsProfileDto,
  SettingsQueryDto,
  SettingsSavedDto,
  UpdateSettingsDto,
} from './settings.dto.js';
import { SuccessDto } from './identity.dto.js';

@ApiTags('identity')
@ApiUnauthorizedResponse({ type: ErrorBody })
@UseGuards(MemberGuard)
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('profile')
  @ApiOperation({ summary: "The member's settings: profile, language, goal, notifications, privacy", operationId: 'getSettings' })
  @ApiOkResponse({ type: SettingsProfileDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async get(@CurrentMember() member: AuthenticatedMember, @Query() _query: SettingsQueryDto): Promise<SettingsProfileDto> {
    return toDto(await this.settings.getSettings(member.id));
  }

  @Put('language')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change only the interface language (pt or en)', operationId: 'changeInterfaceLanguage' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async changeLanguage(@CurrentMember() member: AuthenticatedMember, @Body() body: InterfaceLanguageDto): Promise<SuccessDto> {
    await this.settings.changeInterfaceLanguage(member.id, body.preferredLanguage);
    return { success: true };
  }

  @Put()
  @ApiOperation({ summary: 'Save the settings (absent fields stay as they are; userLanguages replaces the list)', operationId: 'updateSettings' })
  @ApiOkResponse({ type: SettingsSavedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A rule of the spec (Nome é obrigatório, …)' })
  async update(@CurrentMember() member: AuthenticatedMember, @Body() body: UpdateSettingsDto): Promise<SettingsSavedDto> {
    const saved = await this.settings.updateSettings(member.id, {
      name: body.name,
      biography: body.biography,
      profilePicture: body.profilePicture,
      preferredLanguage: body.preferredLanguage,
      dailyGoal: body.dailyGoal,
      isProfilePublic: body.isProfilePublic,
      notifications: {
        email: body.emailNotifications,
        push: body.pushNotifications,
        community: body.communityNotifications,
      },
      userLanguages: body.userLanguages,
    });
    const userData = toDto(saved.settings);
    return {
      success: true,
      message: SETTINGS_MESSAGES.saved,
      userData,
      userLanguages: userData.userLanguages,
      verification: saved.verification,
    };
  }
}

function toDto(row: SettingsRow): SettingsProfileDto {
  return {
    id: row.id,
    name: row.name,
    biography: row.biography,
    profile_picture: row.picture,
    preferred_language: row.preferred_language,
    daily_goal: row.daily_goal,
    is_profile_public: row.is_profile_public,
    email_notifications: row.notify_email,
    push_notifications: row.notify_push,
    community_notifications: row.notify_community,
    updated_at: row.updated_at.toISOString(),
    userLanguages: row.userLanguages,
  };
}
