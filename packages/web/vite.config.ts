import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
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
      output: {
        // React and the router are on every page: one long-lived chunk. Everything else, MUI included, is split
        // by the pages that use it, so the public board and the login page load only their own components.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
