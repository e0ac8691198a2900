/** Settings rules (spec: learner area, sections 2 Settings, 5 and 9). */
import { isLanguageCode, type LanguageCode } from '../../../shared/languages.js';
import { NAME_MESSAGES, nameProblem } from '../../../shared/text/names.js';
import {
  BIOGRAPHY_MAX_LENGTH,
  DAILY_GOALS,
  NAME_MAX_LENGTH,
  PROFICIENCY_LEVELS,
  PROFILE_MESSAGES,
  type ProficiencyLevel,
} from './profile.js';

/** The interface languages a member may choose (spec section 9: only pt and en). */
export const INTERFACE_LANGUAGES = ['pt', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const SETTINGS_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: `Nome muito longo (máximo ${NAME_MAX_LENGTH} caracteres)`,
  biographyTooLong: `Biografia muito longa (máximo ${BIOGRAPHY_MAX_LENGTH} caracteres)`,
  dailyGoalInvalid: PROFILE_MESSAGES.dailyGoalInvalid,
  interfaceLanguageInvalid: 'Idioma da interface inválido. Use pt ou en.',
  languageInvalid: PROFILE_MESSAGES.languageInvalid,
  proficiencyInvalid: PROFILE_MESSAGES.proficiencyInvalid,
  languageRepeated: PROFILE_MESSAGES.languageRepeated,
  pictureInvalid: 'Foto de perfil inválida. Envie uma imagem pelo upload.',
  saved: 'Configurações salvas com sucesso!',
} as const;

export interface SettingsLanguage {
  language: LanguageCode;
  proficiency: ProficiencyLevel;
}

/** A settings change: absent fields stay as they are; name is always given. */
export interface SettingsChange {
  name: string;
  biography?: string;
  preferredLanguage?: string;
  dailyGoal?: number;
  isProfilePublic?: boolean;
  userLanguages?: { language: string; proficiency: string }[];
}

/**
 * Checks a settings change whose text is already normalised (names and
 * biographies are judged after normalisation). Returns the problems by field.
 */
export function validateSettings(change: SettingsChange): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  if (change.name.length === 0) add('name', SETTINGS_MESSAGES.nameRequired);
  else if ([...change.name].length > NAME_MAX_LENGTH) add('name', SETTINGS_MESSAGES.nameTooLong);
  else if (nameProblem(change.name)) add('name', NAME_MESSAGES[nameProblem(change.name)!]);
  if (change.biography !== undefined && [...change.biography].length > BIOGRAPHY_MAX_LENGTH) {
    add('biography', SETTINGS_MESSAGES.biographyTooLong);
  }
  if (change.dailyGoal !== undefined && !(DAILY_GOALS as readonly number[]).includes(change.dailyGoal)) {
    add('dailyGoal', SETTINGS_MESSAGES.dailyGoalInvalid);
  }
  if (
    change.preferredLanguage !== undefined &&
    !(INTERFACE_LANGUAGES as readonly string[]).includes(change.preferredLanguage)
  ) {
    add('preferredLanguage', SETTINGS_MESSAGES.interfaceLanguageInvalid);
  }
  const seen = new Set<string>();
  (change.userLanguages ?? []).forEach((entry, index) => {
    if (!isLanguageCode(entry.language)) add(`userLanguages.${index}.language`, SETTINGS_MESSAGES.languageInvalid);
    else if (seen.has(entry.language)) add(`userLanguages.${index}.language`, SETTINGS_MESSAGES.languageRepeated);
    if (!(PROFICIENCY_LEVELS as readonly string[]).includes(entry.proficiency)) {
      add(`userLanguages.${index}.proficiency`, SETTINGS_MESSAGES.proficiencyInvalid);
    }
    seen.add(entry.language);
  });
  return fields;
}
