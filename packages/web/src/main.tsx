// Roboto in the weights the app uses, Latin only (Finnish, Swedish and English; Latin Extended for names such as
// Šarūnas): the browser fetches a file only when the page shows a letter of its range
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-ext-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/roboto/latin-900.css';
import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { SERVICE_WORKER_URL } from './app/push/pushSubscription';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root');
}

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// the installable, offline-tolerant shell (src/sw.ts): registered once the page has loaded, in builds only (the
// dev server's modules are not what the worker keeps)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // this page and its assets were loaded before the worker: it keeps them too
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'CACHE_PAGE', page: window.location.href, assets });
      })
      .catch(() => undefined);
  });
}
