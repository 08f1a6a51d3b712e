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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { i18nReady } from './app/i18n';
import { preloadPageOf } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { hasSessionMarker } from './app/sessionMarker';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root');
}

// a signed-in start: the page's own chunk downloads now, beside the texts and the session calls
if (hasSessionMarker()) {
  preloadPageOf(window.location.pathname);
}

// the texts of the user's language first (a chunk of their own), then the app
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);

registerServiceWorker();
