import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';

/** Written by the SPA (frontend/src/i18n/language.ts) at every start and language change. */
const LANGUAGE_COOKIE = 'poliglota_lang';

/**
 * The language of a page the server writes for a guest (the prerendered landing page, the
 * legal pages): the address's `?lang=` (the sitemap's English addresses), else the language
 * the reader chose before (the SPA's language cookie), else Portuguese.
 */
export function pageLanguageOf(req: Request): 'pt' | 'en' {
  const asked = req.query.lang;
  if (asked === 'en' || asked === 'pt') return asked;
  return parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE] === 'en' ? 'en' : 'pt';
}
