/**
 * Writes `dist/landing.pt.html` and `dist/landing.en.html`: the built index.html with the landing
 * page's markup in `#root`, rendered by the server-side build (`dist/.ssr`), and in `<head>` the
 * stylesheets the landing page's app imports, so the first paint and the largest one need HTML and
 * CSS only. The server sends one of them to a guest at `/`; the app hydrates it (ADR 0081).
 * Then index.html, which every other page gets, names the whole app's chunks as `modulepreload`,
 * and `page-assets.json` each page's own (ADR 0115).
 *
 *   vite build … && vite build … --ssr && node frontend/prerender-landing.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const ssrDir = path.join(dist, '.ssr');
const LANDING_APP = 'src/app/landing/start.tsx';
const FULL_APP = 'src/app/start.tsx';
const HTML_LANG = { pt: 'pt-BR', en: 'en' };

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
for (const key of [LANDING_APP, FULL_APP]) if (!manifest[key]) throw new Error(`The manifest has no ${key}: update frontend/prerender-landing.mjs.`);

/** The chunks loaded with `keys`: themselves and their static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen].map((key) => manifest[key]);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

/**
 * The page's stylesheets written into it (`<style>`, allowed by the CSP's `style-src 'unsafe-inline'`):
 * the first paint waits for no request but the HTML's own (ADR 0117). Each stays named by a
 * `<link disabled>`, which the browser neither fetches nor applies: the app's import loader, finding
 * the sheet named, does not fetch it again when a chunk that imports it loads.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file) => {
    const css = fs.readFileSync(path.join(dist, file), 'utf8');
    if (css.includes('</')) throw new Error(`${file} cannot be written into a <style>`);
    return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
}

for (const language of ['pt', 'en']) {
  const { html, title, description } = await renderLanding(language);
  // What index.html does not link already: the landing app's stylesheets (written into the page
  // with the entry's own, below), and its code and texts fetched beside the entry, not after it.
  const chunks = closure([LANDING_APP, `src/i18n/locales/${language}/core.ts`]);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !index.includes(`/${file}"`));
  const js = [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !index.includes(`/${file}"`));
  const head = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const page = inlineStylesheets(
    index
      .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(description)}"`)
      .replace('</head>', `  ${head}\n  </head>`),
  ).replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${html}</div>`);
  if (!page.includes(`data-prerendered="${language}"`)) throw new Error('index.html has no empty <div id="root"></div>: update frontend/prerender-landing.mjs.');
  fs.writeFileSync(path.join(dist, `landing.${language}.html`), page);
  process.stdout.write(`Prerendered the landing page (${language}): dist/landing.${language}.html, ${(page.length / 1000).toFixed(1)} kB\n`);
}

// Every page but the landing page starts the whole app (src/main.tsx): its chunks are fetched while
// the HTML is read rather than after the entry has run, its stylesheets are written into the HTML,
// and the entry's loader, finding them named, adds no <link> per chunk on the main thread (TBT,
// issue 26).
// Written after the landing pages, which must not name them.
const appChunks = closure([FULL_APP]);
const appFiles = [...new Set(appChunks.map((chunk) => chunk.file))].filter((file) => !index.includes(`/${file}"`));
const appStyles = [...new Set(appChunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !index.includes(`/${file}"`));
const appIndex = inlineStylesheets(
  index.replace(
    '</head>',
    `  ${[
      ...appStyles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...appFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ')}\n  </head>`,
  ),
);
fs.writeFileSync(path.join(dist, 'index.html'), appIndex);
process.stdout.write(`index.html names the whole app's ${appFiles.length} chunks for modulepreload\n`);

/**
 * The page's own code, stylesheets and texts, which the app asks for only once its router has run:
 * the server names them in the first response of the page's address (ADR 0115), so they download
 * beside the app instead of one round trip after it. Keys are the routes of frontend/src/lib/paths.ts;
 * values the modules frontend/src/app/router.tsx loads for them.
 */
const PAGE_MODULES = {
  '/dashboard': ['src/app/routes/dashboard/DashboardPage.tsx'],
  '/cursos': ['src/app/routes/courses/CourseCataloguePage.tsx'],
  '/curso/:courseId': ['src/app/routes/courses/CourseDetailPage.tsx'],
  '/curso/:courseId/aula/:lessonId': ['src/app/routes/courses/LessonPage.tsx'],
  // A form screen is the page's content: it loads beside the page (routes/formScreens.tsx).
  '/curso/:courseId/avaliar': ['src/app/routes/courses/CourseRatingPage.tsx', 'src/features/courses/learning/components/RatingScreen.tsx'],
  '/upload-curso': ['src/app/routes/courses/CourseUploadPage.tsx', 'src/features/courses/components/UploadScreen.tsx'],
  '/comunidade': ['src/app/routes/community/CommunityPage.tsx'],
  '/comunidade/post/:postId': ['src/app/routes/community/PostPage.tsx'],
  '/correcoes': ['src/app/routes/corrections/CorrectionsPage.tsx'],
  '/correcoes/escrever': ['src/app/routes/corrections/WritePage.tsx', 'src/features/corrections/components/WriteScreen.tsx'],
  '/correcoes/:writingId': ['src/app/routes/corrections/WritingPage.tsx'],
  '/correcoes/:writingId/editar': ['src/app/routes/corrections/EditWritingPage.tsx', 'src/features/corrections/components/WriteScreen.tsx'],
  '/revisao': ['src/app/routes/review/ReviewPage.tsx'],
  '/ranking': ['src/app/routes/ranking/RankingPage.tsx'],
  '/patentes': ['src/app/routes/ranks/RanksPage.tsx'],
  '/chat': ['src/app/routes/chat/ChatPage.tsx'],
  '/configuracoes': ['src/app/routes/settings/SettingsPage.tsx', 'src/features/settings/components/SettingsScreen.tsx'],
  '/perfil': ['src/app/routes/profile/OwnProfilePage.tsx'],
  '/perfil-publico/:userId': ['src/app/routes/profile/PublicProfilePage.tsx'],
  '/notificacoes': ['src/app/routes/notifications/NotificationsPage.tsx'],
  '/profile/setup': ['src/app/routes/profile/ProfileSetupPage.tsx', 'src/features/profile/components/ProfileSetup.tsx'],
};
/** The text areas a learner page waits for (router.tsx's `learner`). */
const PAGE_TEXT_AREAS = ['core', 'app'];
for (const key of Object.values(PAGE_MODULES).flat()) if (!manifest[key]) throw new Error(`The manifest has no ${key}: update frontend/prerender-landing.mjs.`);
const named = (file) => appIndex.includes(`/${file}"`);
const pageAssets = {
  pages: Object.entries(PAGE_MODULES).map(([pattern, keys]) => {
    const chunks = closure(keys);
    return {
      pattern,
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !named(file)),
      scripts: [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !named(file)),
    };
  }),
  texts: Object.fromEntries(
    Object.keys(HTML_LANG).map((language) => [
      language,
      [...new Set(closure(PAGE_TEXT_AREAS.map((area) => `src/i18n/locales/${language}/${area}.ts`)).map((chunk) => chunk.file))].filter((file) => !named(file)),
    ]),
  ),
};
fs.writeFileSync(path.join(dist, 'page-assets.json'), `${JSON.stringify(pageAssets, null, 2)}\n`);
process.stdout.write(`page-assets.json names the code, styles and texts of ${pageAssets.pages.length} pages\n`);
fs.rmSync(ssrDir, { recursive: true, force: true });
