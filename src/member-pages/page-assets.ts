import fs from 'node:fs';
import path from 'node:path';

/** `page-assets.json`, written by the SPA's build (frontend/prerender-landing.mjs). */
interface PageAssetsFile {
  pages: { pattern: string; styles: string[]; scripts: string[] }[];
  texts: Record<string, string[]>;
}

const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * The `<link>`s that name a page's own code, stylesheets and texts in its first response (ADR 0115):
 * the SPA asks for them only once its router has run, a round trip after the app's own chunks.
 * `linksFor` gives '' for an address that is no page of the table, and without the build's file.
 */
export function pageAssetLinks(distDir: string): { linksFor(pathname: string, language: 'pt' | 'en'): string } {
  let file: PageAssetsFile | null | undefined;
  const read = (): PageAssetsFile | null => {
    if (file !== undefined) return file;
    try {
      file = JSON.parse(fs.readFileSync(path.join(distDir, 'page-assets.json'), 'utf8')) as PageAssetsFile;
    } catch {
      file = null;
    }
    return file;
  };
  let pages: { matcher: RegExp; styles: string[]; scripts: string[] }[] | undefined;
  const stylesheet = (name: string) => `<link rel="stylesheet" crossorigin href="/${name}">`;
  const modulepreload = (name: string) => `<link rel="modulepreload" crossorigin href="/${name}">`;
  const safe = (names: string[]) => names.filter((name) => ASSET.test(name));

  return {
    linksFor(pathname, language) {
      const assets = read();
      if (!assets) return '';
      pages ??= assets.pages.map(({ pattern, styles, scripts }) => ({
        matcher: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
        styles: safe(styles),
        scripts: safe(scripts),
      }));
      const page = pages.find(({ matcher }) => matcher.test(pathname));
      if (!page) return '';
      const scripts = new Set([...page.scripts, ...safe(assets.texts[language] ?? [])]);
      return [...page.styles.map(stylesheet), ...[...scripts].map(modulepreload)].join('');
    },
  };
}

/** index.html with `links` at the end of its `<head>`. */
export function withLinks(indexHtml: string, links: string): string {
  return links === '' ? indexHtml : indexHtml.replace('</head>', `${links}</head>`);
}
