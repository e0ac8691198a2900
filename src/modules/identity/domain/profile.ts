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

/**
 * The languages the set-up offers to learn: the product's two (ADR 0128). A language to learn is
 * no field of its own: it is a declaration in the member's list at a learning level.
 */
export const LEARNABLE_LANGUAGES = ['pt', 'en'] as const satisfies readonly ProfileLanguage[];
export type LearnableLanguage = (typeof LEARNABLE_LANGUAGES)[number];

/** The proficiencies of a language the member is still learning; `Fluente` and `Nativo` are spoken. */
export const LEARNING_LEVELS = ['Iniciante', 'Intermediário', 'Avançado'] as const satisfies readonly ProficiencyLevel[];

export interface SpokenLanguage {
  language: ProfileLanguage;
  proficiency: ProficiencyLevel;
}

export interface ProfileInput {
  name: string;
  biography: string;
  userLanguages: SpokenLanguage[];
  /** The language the member wants to learn (ADR 0128); absent when they skipped the question. */
  learningLanguage?: string;
  /** The daily XP goal, the settings' same field; absent when they skipped the question. */
  dailyGoal?: number;
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Por favor, preencha seu nome',
  nameTooLong: `Nome muito longo (máximo ${NAME_MAX_LENGTH} caracteres)`,
  biographyTooLong: `Biografia muito longa (máximo ${BIOGRAPHY_MAX_LENGTH} caracteres)`,
  languageInvalid: 'Idioma inválido',
  proficiencyInvalid: 'Nível de proficiência inválido',
  languageRepeated: 'Este idioma já foi adicionado',
  dailyGoalInvalid: `Meta diária inválida. Use ${DAILY_GOALS.join(', ')}.`,
  learningLanguageInvalid: 'Idioma para aprender inválido. Use pt ou en.',
  learningLanguageSpoken: 'Você já fala este idioma. Escolha outro para aprender.',
} as const;

const isLearningLevel = (proficiency: string) => (LEARNING_LEVELS as readonly string[]).includes(proficiency);

/**
 * The language a member learns: the first of their declarations at a learning level, in the order
 * of their list (ADR 0128); null when every language they declared is spoken, or none is.
 */
export function learningLanguageOf(languages: readonly { language: string; proficiency: string }[]): string | null {
  return languages.find((entry) => isLearningLevel(entry.proficiency))?.language ?? null;
}

/**
 * The list with `language` as the language the member learns: its declaration first, kept at its
 * level if it already had a learning one, added as `Iniciante` if it was not in the list.
 */
export function withLearningLanguage(languages: readonly SpokenLanguage[], language: ProfileLanguage): SpokenLanguage[] {
  const declared = languages.find((entry) => entry.language === language);
  return [declared ?? { language, proficiency: 'Iniciante' }, ...languages.filter((entry) => entry.language !== language)];
}

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

  if (input.dailyGoal !== undefined && !(DAILY_GOALS as readonly number[]).includes(input.dailyGoal)) {
    add('dailyGoal', PROFILE_MESSAGES.dailyGoalInvalid);
  }
  const learning = input.learningLanguage;
  if (learning !== undefined) {
    if (!(LEARNABLE_LANGUAGES as readonly string[]).includes(learning)) add('learningLanguage', PROFILE_MESSAGES.learningLanguageInvalid);
    else if (input.userLanguages.some((entry) => entry.language === learning && !isLearningLevel(entry.proficiency))) {
      add('learningLanguage', PROFILE_MESSAGES.learningLanguageSpoken);
    }
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const userLanguages = learning === undefined ? input.userLanguages : withLearningLanguage(input.userLanguages, learning as LearnableLanguage);
  return { ok: true, value: { name, biography, userLanguages, dailyGoal: input.dailyGoal } };
}
