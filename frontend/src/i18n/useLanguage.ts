import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './areas';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** The reader's language, and how to change it. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
} {
  const { i18n } = useTranslation();
  // The language set, not i18next's `resolvedLanguage`: that is decided when the language changes,
  // and the catalogues arrive after it (ADR 0072), so it would still name the fallback (pt) while
  // every text is already English.
  const current = isLanguage(i18n.language) ? i18n.language : i18n.resolvedLanguage;
  const language: Language = isLanguage(current) ? current : DEFAULT_LANGUAGE;

  const setLanguage = useCallback((next: Language) => {
    void switchLanguage(next);
  }, []);
  const toggleLanguage = useCallback(() => {
    setLanguage(language === 'pt' ? 'en' : 'pt');
  }, [language, setLanguage]);

  return { language, setLanguage, toggleLanguage };
}
