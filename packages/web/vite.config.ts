import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootShell } from './bootShell';

const API_TARGET = 'http://localhost:3000';

/**
 * What every signed-in page runs: MUI and emotion, the router, TanStack Query, i18next, socket.io, the forms, the
 * shared rules and the app's own shell and components. One long-cached chunk instead of about 60 small ones that a
 * phone fetched one round trip after another.
 */
const CORE = new RegExp(
  [
    String.raw`node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|`,
    String.raw`react-transition-group|@popperjs|clsx|prop-types|react-is|stylis|hoist-non-react-statics|@babel[\\/]runtime|`,
    String.raw`react-router|@tanstack|i18next|react-i18next|socket\.io|engine\.io|@socket\.io|react-hook-form|@hookform|zod)[\\/]`,
    String.raw`|packages[\\/]shared[\\/]src[\\/]|packages[\\/]web[\\/]src[\\/]app[\\/](?!locale\.)`,
  ].join(''),
);

/** The paths that get a light page of their own (`board.html`, `login.html`), as the server sends them. */
const LIGHT_PAGES: [RegExp, string][] = [
  [/^\/(loads-public|pokat)\/?(\?.*)?$/, '/board.html'],
  [/^\/(login)\/?(\?.*)?$/, '/login.html'],
  [/^\/(my-day)\/?(\?.*)?$/, '/myday.html'],
];

/** The dev server answers the light pages' paths with their own page, as the built server does. */
function lightPages(): Plugin {
  return {
    name: 'dz-light-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        for (const [paths, page] of LIGHT_PAGES) {
          const match = req.url ? paths.exec(req.url) : null;
          if (match) {
            req.url = `${page}${match[2] ?? ''}`;
            break;
          }
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    lightPages(),
    bootShell(),
    // installable and offline-tolerant: the web app manifest and the service worker of src/sw.ts (Workbox; it
    // also shows Web Push load calls), registered by main.tsx in production builds
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: { globPatterns: ['*.{svg,png,webmanifest}'] },
      manifest: {
        name: 'Laskuvarjokerho',
        short_name: 'Hyppylista',
        description: 'Laskuvarjokerhon hyppylista, jäsenet ja maksut',
        lang: 'fi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2196F3',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // which chunks each page loads, for bench/bundle.bench.ts
    manifest: true,
    rolldownOptions: {
      // the app; the light pages (board.html, login.html) have a build of their own (vite.light.config.ts)
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)) },
      output: {
        // React is on every page: one long-lived chunk. Everything else, the router and MUI included, is split
        // by the pages that use it, so the login page and the app's board route load only their own components.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            {
              name: 'grid',
              test: /node_modules[\\/]@mui[\\/]x-(data-grid|internals|virtualizer)/,
              priority: 30,
            },
            { name: 'dnd', test: /node_modules[\\/]@dnd-kit[\\/]/, priority: 30 },
            { name: 'core', test: CORE, priority: 35 },
            // each language's texts in one file of its own: a user downloads only theirs
            {
              name: (id) => /[\\/]src[\\/]app[\\/](locale\.(?:fi|en))\.ts$/.exec(id)?.[1] ?? null,
              priority: 30,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
});
