/**
 * The server's own sentence splitter, imported as it is rather than copied: the write page's
 * preview numbers the sentences exactly as `POST /api/writings` will store them, and a fix to the
 * splitter reaches both at once. The file is pure (no imports, no Node API), so Vite bundles it
 * like any module of the SPA and the SPA's typecheck checks it under the SPA's settings; this is the
 * only place the SPA reaches into `src/`, and `.dependency-cruiser.cjs` allows this one file.
 */
export { MAX_SENTENCES, splitSentences } from '../../../../src/modules/corrections/domain/sentences';
