import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLimits } from './api/limits';

/**
 * The languages members speak and write about, as the ISO 639-1 codes the API stores and
 * expects (its one list, ADR 0020); their names come from the `languages` catalogue.
 */
export const LANGUAGE_CODES = requestLimits.UserLanguageDto.language.enum;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The profile's language choices, in the spec's order. */
export const PROFILE_LANGUAGES: readonly LanguageCode[] = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'pt', 'zh', 'ar'];

export type Proficiency = (typeof requestLimits.UserLanguageDto.proficiency.enum)[number];

/** The API's proficiency levels, in its order, with their `common:proficiency` keys. */
export const PROFICIENCY_LEVELS = [
  { value: 'Iniciante', key: 'beginner' },
  { value: 'Intermediário', key: 'intermediate' },
  { value: 'Avançado', key: 'advanced' },
  { value: 'Fluente', key: 'fluent' },
  { value: 'Nativo', key: 'native' },
] as const satisfies readonly { value: Proficiency; key: string }[];

export type ProficiencyKey = (typeof PROFICIENCY_LEVELS)[number]['key'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function isProficiency(value: unknown): value is Proficiency {
  return PROFICIENCY_LEVELS.some((level) => level.value === value);
}

/** The entries this client knows, to send back: an unknown language or level is left out rather than refused. */
export function knownSpokenLanguages(entries: readonly { language: string; proficiency: string }[]) {
  return entries.flatMap(({ language, proficiency }) =>
    isLanguageCode(language) && isProficiency(proficiency) ? [{ language, proficiency }] : [],
  );
}

export function proficiencyKey(value: string): ProficiencyKey | undefined {
  return PROFICIENCY_LEVELS.find((level) => level.value === value)?.key;
}

/** A proficiency level the API stores ("Nativo") in the reader's language ("Native"); unknown values as sent. */
export function useProficiencyName(): (value: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (value: string) => {
      const key = proficiencyKey(value);
      return key ? t(`proficiency.${key}`) : value;
    },
    [t],
  );
}

/** A language code's name in the reader's language ("en" → "Inglês" / "English"); unknown values as sent. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation('languages');
  return useCallback((code: string) => (isLanguageCode(code) ? t(code) : code), [t]);
}
