import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLanguageKey } from './profileLanguages';

/**
 * The ISO 639-1 codes the API stores for spoken languages (src/shared/languages.ts), and the
 * `common:profileLanguages.<key>` label of each. Order: as the settings page offers them.
 */
export const LANGUAGE_CODE_OPTIONS = [
  { code: 'en', key: 'english' },
  { code: 'es', key: 'spanish' },
  { code: 'fr', key: 'french' },
  { code: 'de', key: 'german' },
  { code: 'it', key: 'italian' },
  { code: 'ja', key: 'japanese' },
  { code: 'ko', key: 'korean' },
  { code: 'ru', key: 'russian' },
  { code: 'pt', key: 'portuguese' },
  { code: 'zh', key: 'mandarin' },
  { code: 'ar', key: 'arabic' },
] as const satisfies readonly { code: string; key: ProfileLanguageKey }[];

export type LanguageCode = (typeof LANGUAGE_CODE_OPTIONS)[number]['code'];

/** A stored language's label in the reader's language: a code ("en") or an older label ("Inglês"). */
export function useLanguageCodeLabel(): (value: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (value: string) => {
      const key = LANGUAGE_CODE_OPTIONS.find((option) => option.code === value)?.key;
      return key ? t(`profileLanguages.${key}`) : value;
    },
    [t],
  );
}
