/**
 * The languages members learn and speak, as ISO 639-1 codes (docs/architecture.md, Names, errors, time and languages):
 * profiles, posts, courses and chat rooms store the code; names are i18n. The
 * spec's "Mandarim" and "Chinês" are both `zh`.
 */
export const LANGUAGE_CODES = ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGE_NAMES: Record<LanguageCode, { pt: string; en: string }> = {
  pt: { pt: 'Português', en: 'Portuguese' },
  en: { pt: 'Inglês', en: 'English' },
  es: { pt: 'Espanhol', en: 'Spanish' },
  fr: { pt: 'Francês', en: 'French' },
  de: { pt: 'Alemão', en: 'German' },
  it: { pt: 'Italiano', en: 'Italian' },
  ja: { pt: 'Japonês', en: 'Japanese' },
  ko: { pt: 'Coreano', en: 'Korean' },
  ru: { pt: 'Russo', en: 'Russian' },
  zh: { pt: 'Chinês (Mandarim)', en: 'Chinese (Mandarin)' },
  ar: { pt: 'Árabe', en: 'Arabic' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
