import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootShell } from './bootShell';

/**
 * The light pages' own build: the public board (`board.html`, what the server sends for `/loads-public` and
 * `/pokat`), the login page (`login.html`, for `/login`) and the jumper's day (`myday.html`, for `/my-day`), the same components as the app's routes of those
 * paths, rendered by Preact through its React compatibility layer. React's runtime alone took most of a phone's
 * start on Lighthouse's slowed CPU; Preact's is a tenth of it. Runs after the app's build, into the same `dist`
 * (`npm run build`), one page at a time (`--mode board`, `--mode login`) so each carries only its own code.
 */
const PAGES = { board: 'board.html', login: 'login.html', myday: 'myday.html' } as const;

export default defineConfig(({ mode }) => {
  const page = PAGES[mode as keyof typeof PAGES];
  if (!page) {
    throw new Error(
      `vite.light.config.ts builds one light page: --mode ${Object.keys(PAGES).join(' or --mode ')}`,
    );
  }
  return {
    plugins: [bootShell()],
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
      // which files the page loads, for bench/bundle.bench.ts
      manifest: `.vite/${mode}-manifest.json`,
      rolldownOptions: {
        input: { [mode]: fileURLToPath(new URL(page, import.meta.url)) },
      },
    },
  };
});
