import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { lazyPage } from '../components/PartStates';
import { PublicLayout } from './layout/PublicLayout';
import { appRoutes, type RouteLayout } from './routes';
import { useSession } from './session/sessionContext';

// the signed-in layout and the start's special screens are chunks of their own: the public pages never load them
const AppLayout = lazyPage(() => import('./layout/AppLayout'), 'AppLayout');
const NotLinkedPage = lazyPage(() => import('../features/auth/NotLinkedPage'), 'NotLinkedPage');
const SetupPage = lazyPage(() => import('../features/auth/SetupPage'), 'SetupPage');
const StartupErrorPage = lazyPage(() => import('../features/errors/StartupErrorPage'), 'StartupErrorPage');

/** Pages that show without the session: the board opens at once, and from its last copy when the network is down. */
const SESSIONLESS_PATHS = new Set(['/loads-public', '/pokat']);

/** The app layout, once the app is initialised and the user authenticated (spec section 2). */
function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return <CenteredSpinner />;
  }
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (status === 'notLinked') {
    return (
      <PublicLayout>
        <Suspense fallback={<CenteredSpinner />}>
          <NotLinkedPage />
        </Suspense>
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <AppLayout />
    </Suspense>
  );
}

function routesOf(layout: RouteLayout) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => <Route key={route.name} path={route.path} element={route.element} />);
}

/**
 * Picks the screen from the session state and the path. Public pages render while the session loads (their code
 * and the session's calls go out together); signed-in pages wait for it.
 */
export function AppRoutes() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const sessionless = SESSIONLESS_PATHS.has(pathname);
  if (status === 'error' && !sessionless) {
    return (
      <Suspense fallback={<CenteredSpinner />}>
        <StartupErrorPage />
      </Suspense>
    );
  }
  if (status === 'setup' && !sessionless) {
    return (
      <PublicLayout>
        <Suspense fallback={<CenteredSpinner />}>
          <SetupPage />
        </Suspense>
      </PublicLayout>
    );
  }
  return (
    <Routes>
      {routesOf('bare')}
      <Route element={<PublicLayout />}>{routesOf('public')}</Route>
      <Route element={<RequireAuth />}>{routesOf('app')}</Route>
    </Routes>
  );
}
