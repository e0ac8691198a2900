import type { RequestHandler } from 'express';

/**
 * The pages anyone may open without signing in, in the SPA's paths (frontend/src/lib/paths.ts):
 * the landing page, the course catalogue and the community. Course and profile pages are left to
 * the links on these.
 */
export const PUBLIC_PAGES = ['/', '/cursos', '/comunidade'] as const;

/** The SPA opens in English with `?lang=en` (frontend/src/i18n/language.ts); Portuguese is the default. */
const ENGLISH_QUERY = '?lang=en';

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /auth/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** A sitemap of the public pages, each with its Portuguese and English addresses (hreflang). */
export function sitemapXml(publicUrl: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const entry = (page: string) => {
    const pt = escape(`${publicUrl}${page}`);
    const en = escape(`${publicUrl}${page}${ENGLISH_QUERY}`);
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="pt-BR" href="${pt}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${pt}"/>`,
    ];
    return [`  <url>`, `    <loc>${pt}</loc>`, ...alternates, `  </url>`, `  <url>`, `    <loc>${en}</loc>`, ...alternates, `  </url>`].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGES.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, written from PUBLIC_URL at start-up (crawlers need
 * absolute addresses, and the build does not know where it will be served). Any other request
 * passes on.
 */
export function crawlerFiles(publicUrl: string): RequestHandler {
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl) },
  };
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? files[req.path] : undefined;
    if (!file) return next();
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(file.body);
  };
}
