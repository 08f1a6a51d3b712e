import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { NotLinkedPage } from '../features/auth/NotLinkedPage';
import { SetupPage } from '../features/auth/SetupPage';
import { StartupErrorPage } from '../features/errors/StartupErrorPage';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { appRoutes, type RouteLayout } from './routes';
import { useSession } from './session/sessionContext';

/** The app layout, once the app is initialised and the user authenticated (spec section 2). */
function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (status === 'notLinked') {
    return (
      <PublicLayout>
        <NotLinkedPage />
      </PublicLayout>
    );
  }
  return <AppLayout />;
}

function routesOf(layout: RouteLayout) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => <Route key={route.name} path={route.path} element={route.element} />);
}

/** Picks the screen from the session state and the path. */
export function AppRoutes() {
  const { status } = useSession();
  if (status === 'loading') {
    return <CenteredSpinner />;
  }
  if (status === 'error') {
    return <StartupErrorPage />;
  }
  if (status === 'setup') {
    return (
      <PublicLayout>
        <SetupPage />
      </PublicLayout>
    );
  }
  return (
    <Routes>
      <Route element={<PublicLayout />}>{routesOf('public')}</Route>
      <Route element={<RequireAuth />}>{routesOf('app')}</Route>
    </Routes>
  );
}
