/** Profile rules (spec: learner area, sections 3 and 5). */

import type { Validated } from '../../../shared/errors/index.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { NAME_MESSAGES, nameProblem } from '../../../shared/text/names.js';

/** The languages a member can say they speak, as ISO 639-1 codes in the spec's order (ADR 0020). */
export const PROFILE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'pt', 'zh', 'ar'] as const satisfies readonly LanguageCode[];
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const PROFICIENCY_LEVELS = ['Iniciante', 'Intermediário', 'Avançado', 'Fluente', 'Nativo'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

export const NAME_MAX_LENGTH = 100;
export const BIOGRAPHY_MAX_LENGTH = 500;

export const DAILY_GOALS = [25, 50, 100, 150, 200] as const;
export const DEFAULT_DAILY_GOAL = 50;

export interface SpokenLanguage {
  language: ProfileLanguage;
  proficiency: ProficiencyLevel;
}

export interface ProfileInput {
  name: string;
  biography: string;
  userLanguages: SpokenLanguage[];
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Por favor, preencha seu nome',
  nameTooLong: `Nome muito longo (máximo ${NAME_MAX_LENGTH} caracteres)`,
  biographyTooLong: `Biografia muito longa (máximo ${BIOGRAPHY_MAX_LENGTH} caracteres)`,
  languageInvalid: 'Idioma inválido',
  proficiencyInvalid: 'Nível de proficiência inválido',
  languageRepeated: 'Este idioma já foi adicionado',
} as const;

/**
 * Trims and checks a profile. Returns the cleaned profile, or the problems by
 * field (the first message of a field is the one to show).
 */
export function validateProfile(
  input: ProfileInput,
): Validated<ProfileInput> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);

  const name = input.name.trim();
  const biography = input.biography.trim();
  if (name.length === 0) add('name', PROFILE_MESSAGES.nameRequired);
  if (name.length > NAME_MAX_LENGTH) add('name', PROFILE_MESSAGES.nameTooLong);
  const problem = name.length > 0 ? nameProblem(name) : null;
  if (problem) add('name', NAME_MESSAGES[problem]);
  if (biography.length > BIOGRAPHY_MAX_LENGTH) add('biography', PROFILE_MESSAGES.biographyTooLong);

  const seen = new Set<string>();
  input.userLanguages.forEach((entry, index) => {
    if (!(PROFILE_LANGUAGES as readonly string[]).includes(entry.language)) {
      add(`userLanguages.${index}.language`, PROFILE_MESSAGES.languageInvalid);
    }
    if (!(PROFICIENCY_LEVELS as readonly string[]).includes(entry.proficiency)) {
      add(`userLanguages.${index}.proficiency`, PROFILE_MESSAGES.proficiencyInvalid);
    }
    if (seen.has(entry.language)) add(`userLanguages.${index}.language`, PROFILE_MESSAGES.languageRepeated);
    seen.add(entry.language);
  });

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { name, biography, userLanguages: input.userLanguages } };
}
