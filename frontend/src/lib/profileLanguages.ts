import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The languages a member can say they speak, and how well. The values are what the API stores
 * and expects (Portuguese); `key` names the label in the `common` catalogue
 * (`common:profileLanguages.<key>`, `common:proficiency.<key>`).
 */
export const PROFILE_LANGUAGES = [
  { value: 'Inglês', key: 'english' },
  { value: 'Espanhol', key: 'spanish' },
  { value: 'Francês', key: 'french' },
  { value: 'Alemão', key: 'german' },
  { value: 'Italiano', key: 'italian' },
  { value: 'Japonês', key: 'japanese' },
  { value: 'Coreano', key: 'korean' },
  { value: 'Russo', key: 'russian' },
  { value: 'Português', key: 'portuguese' },
  { value: 'Mandarim', key: 'mandarin' },
  { value: 'Árabe', key: 'arabic' },
] as const;

export const PROFICIENCY_LEVELS = [
  { value: 'Iniciante', key: 'beginner' },
  { value: 'Intermediário', key: 'intermediate' },
  { value: 'Avançado', key: 'advanced' },
  { value: 'Fluente', key: 'fluent' },
  { value: 'Nativo', key: 'native' },
] as const;

export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number]['value'];
export type ProfileLanguageKey = (typeof PROFILE_LANGUAGES)[number]['key'];
export type Proficiency = (typeof PROFICIENCY_LEVELS)[number]['value'];
export type ProficiencyKey = (typeof PROFICIENCY_LEVELS)[number]['key'];

/** The catalogue key of a stored language value; undefined for a value this client does not know. */
export function profileLanguageKey(value: string): ProfileLanguageKey | undefined {
  return PROFILE_LANGUAGES.find((language) => language.value === value)?.key;
}

export function proficiencyKey(value: string): ProficiencyKey | undefined {
  return PROFICIENCY_LEVELS.find((level) => level.value === value)?.key;
}

/** A stored language value's label in the reader's language ("Inglês" → "English"); unknown values as sent. */
export function useProfileLanguageLabel(): (value: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (value: string) => {
      const key = profileLanguageKey(value);
      return key ? t(`profileLanguages.${key}`) : value;
    },
    [t],
  );
}
