import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The whole web app; `main.tsx` puts it inside the browser router. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
