import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = 'http://localhost:3000';

/** The paths that get the light public board's page (`board.html`), as the server sends them. */
const BOARD_PATHS = /^\/(loads-public|pokat)\/?(\?.*)?$/;

/** The dev server answers the board's paths with `board.html`, as the built server does. */
function boardPage(): Plugin {
  return {
    name: 'dz-board-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const match = req.url ? BOARD_PATHS.exec(req.url) : null;
        if (match) {
          req.url = `/board.html${match[2] ?? ''}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    boardPage(),
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
      // the app; the light public board's page (board.html) has a build of its own (vite.board.config.ts)
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)) },
      output: {
        // React is on every page: one long-lived chunk. Everything else, the router and MUI included, is split
        // by the pages that use it, so the login page and the app's board route load only their own components.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
