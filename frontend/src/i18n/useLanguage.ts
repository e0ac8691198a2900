import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './areas';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
} {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  const language: Language = isLanguage(current) ? current : DEFAULT_LANGUAGE;

  const setLanguage = useCallback((next: Language) => {
    void switchLanguage(next);
  }, []);
  const toggleLanguage = useCallback(() => {
    setLanguage(language === 'pt' ? 'en' : 'pt');
  }, [language, setLanguage]);

  return { language, setLanguage, toggleLanguage };
}
