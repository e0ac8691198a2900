import { Injectable } from '@nestjs/common';
import { SettingsQueries } from '../adapters/persistence/settings.queries.js';

/** What the profile screens (composed above the modules) may know of a member's own profile. */
export interface MemberProfile {
  id: string;
  name: string;
  picture: string | null;
  biography: string;
  createdAt: Date;
  isProfilePublic: boolean;
  /** Hidden by its reports from everyone but the member and administrators (ADR 0103). */
  isHidden: boolean;
  preferredLanguage: string;
  userLanguages: { language: string; proficiency: string }[];
}

/** Identity's public API for profiles (own and public): docs/architecture.md, How modules talk. */
@Injectable()
export class MemberProfilesApi {
  constructor(private readonly queries: SettingsQueries) {}

  async getProfile(memberId: string): Promise<MemberProfile | null> {
    const row = await this.queries.settingsOf(memberId);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      picture: row.picture,
      biography: row.biography,
      createdAt: row.created_at,
      isProfilePublic: row.is_profile_public,
      isHidden: row.is_hidden,
      preferredLanguage: row.preferred_language,
      userLanguages: row.userLanguages,
    };
  }
}
