// The entry of `login.html`: the login page alone, without the app (spec section 2's `/login`; the server sends
// this page for `/login`). Signed in, it opens the page the app's sign-in guard came from (kept in the history
// state across a reload) in the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../app/serviceWorker';
import { hasSessionMarker } from '../app/sessionMarker';
import { LoginPage } from '../features/auth/LoginPage';
import { returnPathOf } from '../features/auth/login/returnPath';

/** React Router keeps a navigation's state under `usr` of the history entry. */
const returnPath = returnPathOf((history.state as { usr?: unknown } | null)?.usr);

const root = document.getElementById('root');
if (!root) {
  throw new Error('login.html has no #root');
}
if (hasSessionMarker()) {
  // already signed in on this device: the app takes it from here (and comes back here if the session is gone)
  location.replace(returnPath);
} else {
  createRoot(root).render(
    <StrictMode>
      <LoginPage onSignedIn={() => location.replace(returnPath)} />
    </StrictMode>,
  );
  // a new installation has no accounts yet: the app's first page sets the club up
  fetch('/api/setup', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((status: { needsSetup?: boolean } | null) => {
      if (status?.needsSetup) {
        location.replace('/');
      }
    })
    .catch(() => undefined);
}
registerServiceWorker();
