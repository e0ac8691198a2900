import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageAssetLinks, withLinks } from './page-assets.js';

function distWith(file: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
  if (file !== undefined) fs.writeFileSync(path.join(dir, 'page-assets.json'), JSON.stringify(file));
  return dir;
}

const FILE = {
  pages: [
    { pattern: '/dashboard', styles: ['assets/Dashboard-1.css'], scripts: ['assets/Dashboard-1.js', 'assets/core-pt.js'] },
    { pattern: '/curso/:courseId/aula/:lessonId', styles: [], scripts: ['assets/Lesson-1.js', '"><script>x</script>.js'] },
  ],
  texts: { pt: ['assets/core-pt.js', 'assets/app-pt.js'], en: ['assets/core-en.js'] },
};

describe('pageAssetLinks', () => {
  it("names a page's styles, then its code and its language's texts, each once", () => {
    const { linksFor } = pageAssetLinks(distWith(FILE));
    expect(linksFor('/dashboard', 'pt')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/Dashboard-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/Dashboard-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/core-pt.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/app-pt.js">',
    );
    expect(linksFor('/dashboard/', 'en')).toContain('/assets/core-en.js');
    expect(linksFor('/dashboard', 'en')).not.toContain('app-pt');
  });

  it('matches a route with parameters, and names only file names of the build', () => {
    const { linksFor } = pageAssetLinks(distWith(FILE));
    const lesson = linksFor('/curso/abc/aula/def', 'en');
    expect(lesson).toContain('/assets/Lesson-1.js');
    expect(lesson).not.toContain('<script>');
    expect(linksFor('/curso/abc/aula', 'en')).toBe('');
    expect(linksFor('/dashboardx', 'pt')).toBe('');
  });

  it('names nothing without the build file', () => {
    expect(pageAssetLinks(distWith(undefined)).linksFor('/dashboard', 'pt')).toBe('');
  });

  it('puts the links at the end of the head', () => {
    expect(withLinks('<head><title>x</title></head><body></body>', '<link>')).toBe('<head><title>x</title><link></head><body></body>');
    expect(withLinks('<head></head>', '')).toBe('<head></head>');
  });
});
