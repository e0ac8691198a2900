import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { Endpoint } from '../../../../shared/http/endpoint.js';

@ApiTags('identity')
@UseGuards(MemberGuard)
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Endpoint({
    method: 'GET', path: 'profile', operationId: 'getSettings', auth: 'member', ok: SettingsProfileDto,
    summary: "The member's settings: profile, language, goal, notifications, privacy",
  })
  async get(@CurrentMember() member: AuthenticatedMember, @Query() _query: SettingsQueryDto): Promise<SettingsProfileDto> {
    return toDto(await this.settings.getSettings(member.id));
  }

  @Endpoint({
    method: 'PUT', path: 'language', operationId: 'changeInterfaceLanguage', auth: 'member', ok: SuccessDto,
    summary: 'Change only the interface language (pt or en)',
  })
  async changeLanguage(@CurrentMember() member: AuthenticatedMember, @Body() body: InterfaceLanguageDto): Promise<SuccessDto> {
    await this.settings.changeInterfaceLanguage(member.id, body.preferredLanguage);
    return { success: true };
  }

  @Endpoint({
    method: 'PUT', operationId: 'updateSettings', auth: 'member', ok: SettingsSavedDto,
    summary: 'Save the settings (absent fields stay as they are; userLanguages replaces the list)',
    errors: { 400: 'A rule of the spec (Nome é obrigatório, …)' },
  })
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
