import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The light public board's own build (`board.html`, what the server sends for `/loads-public` and `/pokat`):
 * the same components as the app's `/loads-public` route, rendered by Preact through its React compatibility
 * layer. React's runtime alone took most of a phone's start on Lighthouse's slowed CPU; Preact's is a tenth of
 * it. Runs after the app's build, into the same `dist` (`npm run build`).
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    // the app's build is already there
    emptyOutDir: false,
    // which files the board loads, for bench/bundle.bench.ts
    manifest: '.vite/board-manifest.json',
    rolldownOptions: {
      input: { board: fileURLToPath(new URL('board.html', import.meta.url)) },
    },
  },
});
