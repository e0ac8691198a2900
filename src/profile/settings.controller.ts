import { Body, Injectable, Query } from '@nestjs/common';
import { CurrentMember, ForMembers, SETTINGS_MESSAGES, SettingsService, type AuthenticatedMember, type SettingsChangeWithPicture, type SettingsRow } from '../modules/identity/index.js';
import { NotificationsApi, type NotificationPreferences } from '../modules/notifications/index.js';
import { Endpoint } from '../shared/http/endpoint.js';
import { SettingsProfileDto, SettingsQueryDto, SettingsSavedDto, UpdateSettingsDto } from './settings.dto.js';

/**
 * The settings page (spec: learner area, Settings), composed above identity (the
 * profile, language, goal and privacy) and notifications (its preferences, ADR 0082):
 * a save writes both in identity's one transaction.
 */
@Injectable()
export class SettingsViewService {
  constructor(
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsApi,
  ) {}

  async get(memberId: string): Promise<SettingsProfileDto> {
    const row = await this.settings.getSettings(memberId);
    return toDto(row, await this.notifications.preferences(memberId));
  }

  async update(memberId: string, change: SettingsChangeWithPicture, preferences: Partial<NotificationPreferences>): Promise<SettingsSavedDto> {
    const saved = await this.settings.updateSettings(memberId, change, (em) => this.notifications.savePreferences(em, memberId, preferences));
    const userData = toDto(saved.settings, await this.notifications.preferences(memberId));
    return {
      success: true,
      message: SETTINGS_MESSAGES.saved,
      userData,
      userLanguages: userData.userLanguages,
      verification: saved.verification,
    };
  }
}

@ForMembers('settings', 'identity')
export class SettingsController {
  constructor(private readonly settings: SettingsViewService) {}

  @Endpoint({
    method: 'GET', path: 'profile', operationId: 'getSettings', auth: 'member', ok: SettingsProfileDto,
    summary: "The member's settings: profile, language, goal, notifications, privacy",
  })
  get(@CurrentMember() member: AuthenticatedMember, @Query() _query: SettingsQueryDto): Promise<SettingsProfileDto> {
    return this.settings.get(member.id);
  }

  @Endpoint({
    method: 'PUT', operationId: 'updateSettings', auth: 'member', ok: SettingsSavedDto,
    summary: 'Save the settings (absent fields stay as they are; userLanguages replaces the list)',
    errors: { 400: 'A rule of the spec (Nome é obrigatório, …)' },
  })
  update(@CurrentMember() member: AuthenticatedMember, @Body() body: UpdateSettingsDto): Promise<SettingsSavedDto> {
    return this.settings.update(
      member.id,
      {
        name: body.name,
        biography: body.biography,
        profilePicture: body.profilePicture,
        preferredLanguage: body.preferredLanguage,
        dailyGoal: body.dailyGoal,
        isProfilePublic: body.isProfilePublic,
        userLanguages: body.userLanguages,
      },
      { email: body.emailNotifications, push: body.pushNotifications, community: body.communityNotifications },
    );
  }
}

function toDto(row: SettingsRow, preferences: NotificationPreferences): SettingsProfileDto {
  return {
    id: row.id,
    name: row.name,
    biography: row.biography,
    profile_picture: row.picture,
    preferred_language: row.preferred_language,
    daily_goal: row.daily_goal,
    is_profile_public: row.is_profile_public,
    email_notifications: preferences.email,
    push_notifications: preferences.push,
    community_notifications: preferences.community,
    updated_at: row.updated_at.toISOString(),
    userLanguages: row.userLanguages,
  };
}
