// The entry of `board.html`: the public board alone, without the app (spec section 2's `/loads-public`; the
// server sends this page for `/loads-public` and `/pokat`). No fonts are bundled: Roboto where the device has
// it (Android), the system's sans-serif elsewhere.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../app/serviceWorker';
import { LoadsPublicPage } from '../features/loadsPublic/LoadsPublicPage';

const root = document.getElementById('root');
if (!root) {
  throw new Error('board.html has no #root');
}
createRoot(root).render(
  <StrictMode>
    <LoadsPublicPage />
  </StrictMode>,
);
registerServiceWorker();
