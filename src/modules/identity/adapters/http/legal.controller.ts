import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pageLanguageOf } from '../../../../shared/http/page-language.js';
import { OpenToBannedMembers } from '../../../../shared/http/open-to-banned.js';
import { LegalDocuments } from '../../application/legal-documents.service.js';
import { LEGAL_PAGE_PATHS, type LegalDocument, type LegalLanguage } from '../../domain/legal-documents.js';

/** The pages' paths, which the server answers itself (outside /api and the SPA). */
export const LEGAL_PAGE_PREFIXES = Object.values(LEGAL_PAGE_PATHS);

const WORDS = {
  pt: { home: 'Poliglota', version: 'Versão', other: 'English', terms: 'Termos de Uso', privacy: 'Política de Privacidade', legal: 'Documentos legais' },
  en: { home: 'Poliglota', version: 'Version', other: 'Português', terms: 'Terms of Use', privacy: 'Privacy Policy', legal: 'Legal documents' },
} as const;

/** Readable on a phone, the product's colours, contrast well above WCAG AA; no script at all. */
const STYLE = `
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#fff}
header,main,footer{max-width:44rem;margin:0 auto;padding:1rem 1.25rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;border-bottom:1px solid #d9e2ec}
header a:first-child{font-weight:700;font-size:1.25rem;text-decoration:none}
a{color:#0b5cad}
h1{font-size:1.75rem;line-height:1.25;margin:1rem 0 .25rem}
h2{font-size:1.3rem;margin-top:2rem}
h3{font-size:1.1rem}
.version{color:#52606d;margin-top:0}
footer{border-top:1px solid #d9e2ec;margin-top:2rem}
footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem}
`;

/**
 * `/termos` and `/privacidade` (ADR 0110): the operator's text, rendered at start, written
 * into a page of its own by the server, with no script, for guests and members alike, in
 * the reader's language (`?lang=`, else the SPA's language cookie, else Portuguese).
 */
@ApiExcludeController()
@OpenToBannedMembers()
@Controller()
export class LegalController {
  constructor(private readonly documents: LegalDocuments) {}

  @Get(LEGAL_PAGE_PATHS.terms.slice(1))
  terms(@Req() req: Request, @Res() res: Response): void {
    this.page(res, 'terms', pageLanguageOf(req));
  }

  @Get(LEGAL_PAGE_PATHS.privacy.slice(1))
  privacy(@Req() req: Request, @Res() res: Response): void {
    this.page(res, 'privacy', pageLanguageOf(req));
  }

  private page(res: Response, document: LegalDocument, language: LegalLanguage): void {
    const text = this.documents.text(document, language);
    const words = WORDS[language];
    const other: LegalLanguage = language === 'pt' ? 'en' : 'pt';
    const html = renderToStaticMarkup(
      h(
        'html',
        { lang: language === 'pt' ? 'pt-BR' : 'en' },
        h(
          'head',
          null,
          h('meta', { charSet: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('title', null, `${text.title} · Poliglota`),
          h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
        ),
        h(
          'body',
          null,
          h(
            'header',
            null,
            h('a', { href: language === 'pt' ? '/' : '/?lang=en' }, words.home),
            h('a', { href: `${LEGAL_PAGE_PATHS[document]}?lang=${other}`, lang: other === 'pt' ? 'pt-BR' : 'en', hrefLang: other }, words.other),
          ),
          h(
            'main',
            null,
            h('h1', null, text.title),
            h('p', { className: 'version' }, `${words.version} ${text.version}`),
            // The operator's Markdown, every character escaped before its few tags were made (domain/legal-documents.ts).
            h('div', { dangerouslySetInnerHTML: { __html: text.html } }),
          ),
          h(
            'footer',
            null,
            h(
              'nav',
              { 'aria-label': words.legal },
              h(
                'ul',
                null,
                h('li', null, h('a', { href: `${LEGAL_PAGE_PATHS.terms}?lang=${language}` }, words.terms)),
                h('li', null, h('a', { href: `${LEGAL_PAGE_PATHS.privacy}?lang=${language}` }, words.privacy)),
              ),
            ),
          ),
        ),
      ),
    );
    res.status(200).setHeader('Cache-Control', 'no-cache').setHeader('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(`<!doctype html>${html}`);
  }
}
