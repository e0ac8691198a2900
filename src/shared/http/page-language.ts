import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';

/** Written by the SPA (frontend/src/i18n/language.ts) at every start and language change. */
const LANGUAGE_COOKIE = 'poliglota_lang';

export type GuestLanguage = 'pt' | 'en';

/**
 * The language a browser's `Accept-Language` asks for, as the SPA reads `navigator.language`:
 * Portuguese for any Portuguese (pt, pt-BR, pt-PT) first in the reader's order, English for any
 * other language first; Portuguese, the product's own, when the header names none.
 */
export function languageOfAcceptLanguage(header: string | undefined): GuestLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  if (ranked.length === 0) return 'pt';
  return ranked[0].tag === 'pt' || ranked[0].tag.startsWith('pt-') ? 'pt' : 'en';
}

/**
 * The language a guest browses in: the one they chose before (the SPA's language cookie, from
 * the landing's switch or a `?lang=` address), else the browser's (`Accept-Language`) on a first
 * visit. A new member starts in it (sign-in, ADR 0127).
 */
export function guestLanguageOf(req: Request): GuestLanguage {
  const chosen = parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE];
  if (chosen === 'en' || chosen === 'pt') return chosen;
  return languageOfAcceptLanguage(req.headers['accept-language']);
}

/**
 * The language of a page the server writes for a guest (the prerendered landing page, the
 * legal pages): the address's `?lang=` (the sitemap's English addresses), else the guest's
 * language (above). Such a page varies on `Cookie` and `Accept-Language`.
 */
export function pageLanguageOf(req: Request): GuestLanguage {
  const asked = req.query.lang;
  if (asked === 'en' || asked === 'pt') return asked;
  return guestLanguageOf(req);
}
