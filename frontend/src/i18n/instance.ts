import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, htmlLangOf, isLanguage, readStoredLanguage, storeLanguage } from './language';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

export const i18n = i18next.createInstance();

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  // The catalogues arrive an area at a time, for the reader's language only (areas.ts, ADR 0072).
  // There is no i18next backend on purpose: without one, i18next counts every namespace as
  // loaded, so `useTranslation(NAMESPACES)` neither suspends nor fetches all of them; pages are
  // rendered only after their area is in (main.tsx, router.tsx).
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // The spec wants a missing key to show the key itself and log a warning. saveMissing is what
  // makes i18next call missingKeyHandler; nothing is sent anywhere.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    console.warn(`[i18n] Missing translation "${namespace}:${key}" (${languages.join(', ')})`);
  },
  parseMissingKeyHandler: (key) => key,
});
