import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // which chunks each page loads, for bench/bundle.bench.ts
    manifest: true,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks stay cached across releases of the app's own code
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/])/ },
            // MUI X's internals are shared by the data grid and the charts: in vendor, neither pulls in the other
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@mui[\\/]x-(?!internals[\\/])|d3-|internmap|flatqueue|bezier-easing)/,
            },
            // the stats charts and the d3 code they bring load with the stats page only (after vendor, so the
            // helpers they share with other pages, such as reselect, stay in vendor)
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-(charts|internal-gestures)|d3-|internmap|flatqueue|bezier-easing)/,
            },
            // the data grid is for admin pages only and loads with them; its small helpers stay in vendor
            { name: 'mui-x', test: /node_modules[\\/]@mui[\\/]x-/ },
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
