import { useCallback } from 'react';
import { useLanguage } from '../../i18n';
import { htmlLangOf } from '../../i18n/language';

/** The spec's course language filter, in its order, as ISO 639-1 codes. */
export const COURSE_LANGUAGES = ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] as const;
export const COURSE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado', 'Completo'] as const;
export const ADMIN_COURSE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A language code's name in the reader's language ("en" → "Inglês" / "English"). */
export function useLanguageName(): (code: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (code: string) => {
      try {
        const name = new Intl.DisplayNames([htmlLangOf(language)], { type: 'language' }).of(code) ?? code;
        return name.charAt(0).toLocaleUpperCase(htmlLangOf(language)) + name.slice(1);
      } catch {
        return code;
      }
    },
    [language],
  );
}

/** Level badge colours (spec: Iniciante green, Intermediário yellow, Avançado red, Completo purple). */
export function levelTone(level: string): string {
  switch (level) {
    case 'Iniciante':
      return 'green';
    case 'Intermediário':
      return 'yellow';
    case 'Completo':
      return 'purple';
    default:
      return 'red';
  }
}

export const isLevel = (value: string): value is CourseLevel => (COURSE_LEVELS as readonly string[]).includes(value);
