import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

// The config is also run from the repository root (`vite build --config frontend/vite.config.ts`),
// so the root is pinned to this folder instead of relying on the working directory.
const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

const backend = 'http://localhost:3000';
const proxy = {
  '/api': backend,
  '/docs': backend,
  '/docs-json': backend,
  '/dev-auth': backend,
  // The legal pages are the server's, not the SPA's (ADR 0110).
  '/termos': backend,
  '/privacidade': backend,
};

/** Writes `<file>.br` beside each built JavaScript, CSS and SVG asset; the server sends it to browsers that accept brotli. */
function brotliAssets(): Plugin {
  return {
    name: 'poliglota-brotli-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = path.join(options.dir ?? path.join(frontendRoot, 'dist'), 'assets');
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const source = fs.readFileSync(path.join(dir, name));
        fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The server-side build (`vite build --ssr`): the landing page's renderer for Node, which
 * `prerender-landing.mjs` runs after the browser build to write the page's markup into the HTML the
 * server sends for `/` (ADR 0081). Libraries stay in node_modules; nothing of it is served.
 */
const landingRendererBuild = defineConfig({
  root: frontendRoot,
  plugins: [react()],
  build: {
    ssr: true,
    // Inside dist (ignored by build-if-changed, never served: express.static skips dot folders); removed once used.
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    rolldownOptions: { input: path.join(frontendRoot, 'src', 'app', 'landing', 'prerender.tsx') },
  },
});

const browserBuild = defineConfig({
  root: frontendRoot,
  plugins: [react(), brotliAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/web-budget.ts (`npm run web:budget`): what each page loads.
    manifest: true,
    rolldownOptions: {
      // The app's own modules have no side effects but their CSS, i18n's set-up and zod's (lib/forms/zod.ts):
      // a page importing one component of a barrel (components/ui, features/*) does not load the barrel's
      // other components and their libraries (ADR 0071).
      treeshake: {
        moduleSideEffects: (id: string) =>
          id.includes('node_modules') || /\.css($|\?)/.test(id) || /[\\/]i18n[\\/](index|instance)\.ts$/.test(id) || /[\\/]lib[\\/]forms[\\/]zod\.ts$/.test(id),
      },
      output: {
        // One chunk per library family, loaded by the pages that use it (ADR 0071): the landing
        // page and sign-in never load forms, validation or charts. Libraries change less often
        // than app code, so their chunks keep their cache hashes across releases.
        codeSplitting: {
          // Common chunks under 10 kB of source travel inside the chunks that read them, one module
          // state kept by Rolldown's runtime: a page's first load asks for a third of the files (ADR 0116).
          experimentalInlineCommonChunks: { maxSize: 10000 },
          groups: [
            // The API client and Vite's import helper, which every page loads, ride with families
            // every page loads too: two requests fewer on a first load (ADR 0071, 0117).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/, priority: 3 },
            // Apart from React: the landing page's own app has no router (ADR 0073).
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'query', test: /node_modules[\\/](@tanstack|openapi-fetch)[\\/]/, priority: 3 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 3 },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 3 },
            { name: 'charts', test: /node_modules[\\/]uplot/, priority: 3 },
            // Loaded once the page is idle (ADR 0112), never with a page.
            { name: 'web-vitals', test: /node_modules[\\/]web-vitals[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? landingRendererBuild : browserBuild));
