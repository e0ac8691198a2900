export const SUPPORTED_LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pt';
export const LANGUAGE_STORAGE_KEY = 'poliglota.lang';
/** The same choice as a cookie, so the server sends a guest's first paint of `/` in it (ADR 0081). */
export const LANGUAGE_COOKIE = 'poliglota_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>`: the product's Portuguese is Brazilian. */
export function htmlLangOf(language: Language): string {
  return language === 'pt' ? 'pt-BR' : 'en';
}

/**
 * The browser's language on a first visit, as the server reads `Accept-Language`: Portuguese for
 * any Portuguese, English for any other; Portuguese when the browser names none.
 */
export function languageOfBrowser(tag: string | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  const lower = tag.toLowerCase();
  return lower === 'pt' || lower.startsWith('pt-') ? 'pt' : 'en';
}

/**
 * `?lang=en` (the English addresses of sitemap.xml) wins over the stored choice, and becomes it;
 * a guest with no choice yet gets the browser's language.
 */
export function readStoredLanguage(): Language {
  try {
    const requested = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    if (isLanguage(requested)) return requested;
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : languageOfBrowser(globalThis.navigator?.language);
  } catch {
    // Storage can throw (privacy mode, blocked cookies); the browser's language still works.
    return languageOfBrowser(globalThis.navigator?.language);
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    if (typeof document !== 'undefined') {
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}
