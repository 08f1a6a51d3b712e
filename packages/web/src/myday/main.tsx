// The entry of `myday.html`: the signed-in jumper's light day alone, without the app (the server sends this page for
// `/my-day`, and for `/` to a jumper who does not manifest). No fonts are bundled, as on the board.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../app/serviceWorker';
import { MyDayPage } from '../features/myDay/MyDayPage';

const root = document.getElementById('root');
if (!root) {
  throw new Error('myday.html has no #root');
}
createRoot(root).render(
  <StrictMode>
    <MyDayPage />
  </StrictMode>,
);
registerServiceWorker();
