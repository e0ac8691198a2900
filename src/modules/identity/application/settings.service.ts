import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { Clock } from '../../../shared/time/index.js';
import { INTERFACE_LANGUAGES, SETTINGS_MESSAGES, validateSettings, type SettingsChange, type SettingsLanguage } from '../domain/settings.js';
import { MemberNotFoundError } from './identity.errors.js';
import { FileStorage } from '../../../shared/storage/index.js';
import type { SettingsRow } from './identity.rows.js';
import { SettingsRepository } from '../adapters/persistence/settings.repository.js';
import { SettingsQueries } from '../adapters/persistence/settings.queries.js';
import { IdentityApi } from './identity.api.js';
import { AdministratorNames, nameRefused } from './administrator-names.js';

export interface SettingsChangeWithPicture extends SettingsChange {
  /** null removes the uploaded picture; otherwise it must be the current one (pictures come from the upload). */
  profilePicture?: string | null;
}

export interface SettingsSaved {
  settings: SettingsRow;
  /** The name read back after the commit, for the page's "saved as typed?" check. */
  verification: { name: string; matches: boolean };
}

/** The settings page (spec: learner area, Settings and Settings save). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly repository: SettingsRepository,
    private readonly queries: SettingsQueries,
    private readonly storage: FileStorage,
    private readonly identity: IdentityApi,
    private readonly administratorNames: AdministratorNames,
  ) {}

  async getSettings(memberId: string): Promise<SettingsRow> {
    const settings = await this.queries.settingsOf(memberId);
    if (!settings) throw new MemberNotFoundError();
    return settings;
  }

  /** The interface language alone (the navbar's PT/EN toggle of a signed-in member). */
  async changeInterfaceLanguage(memberId: string, language: string): Promise<void> {
    if (!(INTERFACE_LANGUAGES as readonly string[]).includes(language)) {
      throw ValidationFailedError.fromFields({ preferredLanguage: [SETTINGS_MESSAGES.interfaceLanguageInvalid] });
    }
    const found = await this.em.fork().transactional(async (em) => {
      // A banned member's write is decided against the row the ban changes (ADR 0050).
      await this.identity.assertCanParticipate(em, memberId, { changesMemberRow: true });
      return this.repository.setPreferredLanguage(em, memberId, language, this.clock.now());
    });
    if (!found) throw new MemberNotFoundError();
  }

  /**
   * Saves the settings in one transaction; `alsoInTransaction` writes what the page
   * shows of other modules (the notification preferences, ADR 0082) in the same one,
   * after the member's ban was checked.
   */
  async updateSettings(
    memberId: string,
    change: SettingsChangeWithPicture,
    alsoInTransaction?: (em: EntityManager) => Promise<void>,
  ): Promise<SettingsSaved> {
    const fields = validateSettings(change);
    if (Object.keys(fields).length > 0) throw nameRefused(fields);
    await this.administratorNames.assertNotImitated(change.name, { memberId });
    let removedPicture: string | null = null;
    await this.em.fork().transactional(async (em) => {
      // Locked: two saves at once replace the language list one after the other.
      const current = await this.repository.lockMember(em, memberId);
      if (!current) throw new MemberNotFoundError();
      await this.identity.assertCanParticipate(em, memberId);
      const now = this.clock.now();
      if (change.profilePicture === null && current.picture) {
        removedPicture = current.picture;
        await this.repository.setPicture(em, memberId, null, now);
      } else if (
        change.profilePicture !== undefined &&
        change.profilePicture !== null &&
        change.profilePicture !== current.picture
      ) {
        // Only the upload sets a picture: a member-typed URL could point anywhere.
        throw ValidationFailedError.fromFields({ profilePicture: [SETTINGS_MESSAGES.pictureInvalid] });
      }
      await this.repository.updateSettings(em, memberId, change, now);
      if (change.userLanguages) {
        await this.repository.replaceLanguages(em, memberId, change.userLanguages as SettingsLanguage[], now);
      }
      await alsoInTransaction?.(em);
    });
    if (removedPicture) await this.storage.discard(removedPicture);
    const settings = await this.getSettings(memberId);
    return { settings, verification: { name: settings.name, matches: settings.name === change.name } };
  }
}
