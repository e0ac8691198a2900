import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
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
};

export default defineConfig({
  root: frontendRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: one vendor chunk keeps its cache hash stable.
        // The chart library is only for the admin reports: a chunk of its own, loaded with them.
        codeSplitting: {
          groups: [
            { name: 'charts', test: /node_modules[\\/]uplot/, priority: 2 },
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
