import { canSeeMembers, isAdmin, isHost } from '@dz/shared';
import type { ComponentType, ReactNode } from 'react';
import { matchPath, Navigate } from 'react-router';
import { lazyPage as lazyPageOf } from '../components/PartStates';
import { RequirePermission } from '../features/errors/RequirePermission';
import { useToday } from './session/sessionContext';

/**
 * Every page is its own chunk, loaded when it is first shown: the public board and the login page download only
 * what they use (no data grid, date pickers or admin pages), and each signed-in page only its own code.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  const Page = lazyPageOf(load, name);
  return <Page />;
}

/**
 * `/` and `/loads`: today's loads, today being the club's day. Not in the day view's chunk: the address is right
 * as soon as the session is known, instead of after that chunk's download (seconds on a slow phone).
 */
function TodayRedirect() {
  return <Navigate to={`/loads/${useToday()}`} replace />;
}

const logbookPrint = () => import('../features/logbook/LogbookPrintPage');
const loadsDay = () => import('../features/loads/LoadsDayPage');
const waiversPage = () => import('../features/waivers/WaiversPage');
const waiverPrintPage = () => import('../features/waivers/WaiverPrintPage');
const membersPage = () => import('../features/members/MembersPage');
const usersPage = () => import('../features/users/UsersPage');
const clubPage = () => import('../features/club/ClubPage');
const auditPage = () => import('../features/audit/AuditPage');
const paymentsPage = () => import('../features/payments/PaymentsPage');
const statsPage = () => import('../features/stats/StatsPage');
const profilePage = () => import('../features/profile/ProfilePage');
const hostPage = () => import('../features/host/HostPage');

/**
 * `public` pages need no login and get the public layout; `app` pages need a signed-in, linked user and get the
 * app layout; `bare` pages bring their own (the light public board and login page, which the server also sends as `board.html`
 * and `login.html`).
 */
export type RouteLayout = 'public' | 'app' | 'bare';

export interface AppRoute {
  name: string;
  path: string;
  layout: RouteLayout;
  element: ReactNode;
  /** The page's chunk, downloaded at the app's start when this is the address a signed-in user opens. */
  preload?: () => Promise<unknown>;
}

/** The routes of spec section 2. */
export const appRoutes: AppRoute[] = [
  { name: 'Home', path: '/', layout: 'app', preload: loadsDay, element: <TodayRedirect /> },
  { name: 'ShortLink', path: '/pokat', layout: 'bare', element: <Navigate to="/loads-public" replace /> },
  {
    name: 'LoadsPublic',
    path: '/loads-public',
    layout: 'bare',
    element: lazyPage(() => import('../features/loadsPublic/LoadsPublicRoute'), 'LoadsPublicRoute'),
  },
  {
    name: 'Login',
    path: '/login',
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/LoginRoute'), 'LoginRoute'),
  },
  {
    name: 'Register',
    path: '/register',
    layout: 'public',
    element: lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  },
  {
    name: 'ForgotPassword',
    path: '/forgot-password',
    layout: 'public',
    element: lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password',
    layout: 'public',
    element: lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    name: 'ConfirmEmail',
    path: '/confirm-email',
    layout: 'public',
    element: lazyPage(() => import('../features/auth/ConfirmEmailPage'), 'ConfirmEmailPage'),
  },
  {
    name: 'Privacy',
    path: '/privacy',
    layout: 'public',
    element: lazyPage(() => import('../features/privacy/PrivacyPage'), 'PrivacyPage'),
  },
  {
    name: 'Invitation',
    path: '/invitation',
    layout: 'public',
    element: lazyPage(() => import('../features/host/InvitationPage'), 'InvitationPage'),
  },
  {
    name: 'Waiver',
    path: '/waiver',
    layout: 'public',
    element: lazyPage(() => import('../features/waiverForm/WaiverFormPage'), 'WaiverFormPage'),
  },
  {
    name: 'Waivers',
    path: '/waivers',
    layout: 'app',
    preload: waiversPage,
    element: lazyPage(waiversPage, 'WaiversPage'),
  },
  {
    name: 'WaiverPrint',
    path: '/waivers/:id/print',
    layout: 'app',
    preload: waiverPrintPage,
    element: lazyPage(waiverPrintPage, 'WaiverPrintPage'),
  },
  {
    name: 'Loads',
    path: '/loads/:date',
    layout: 'app',
    preload: loadsDay,
    element: lazyPage(loadsDay, 'LoadsDayPage'),
  },
  { name: 'LoadsToday', path: '/loads', layout: 'app', preload: loadsDay, element: <TodayRedirect /> },
  {
    name: 'Members',
    path: '/members',
    layout: 'app',
    preload: membersPage,
    element: (
      <RequirePermission allow={canSeeMembers} reason="error.noWaiverPermission">
        {lazyPage(membersPage, 'MembersPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Users',
    path: '/users',
    layout: 'app',
    preload: usersPage,
    element: <RequirePermission allow={isAdmin}>{lazyPage(usersPage, 'UsersPage')}</RequirePermission>,
  },
  {
    name: 'Club',
    path: '/club',
    layout: 'app',
    preload: clubPage,
    element: <RequirePermission allow={isAdmin}>{lazyPage(clubPage, 'ClubPage')}</RequirePermission>,
  },
  {
    name: 'Audit',
    path: '/audit',
    layout: 'app',
    preload: auditPage,
    element: <RequirePermission allow={isAdmin}>{lazyPage(auditPage, 'AuditPage')}</RequirePermission>,
  },
  {
    name: 'Host',
    path: '/host',
    layout: 'app',
    preload: hostPage,
    element: (
      <RequirePermission allow={isHost} reason="error.onlyHost">
        {lazyPage(hostPage, 'HostPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Payments',
    path: '/payments',
    layout: 'app',
    preload: paymentsPage,
    element: lazyPage(paymentsPage, 'PaymentsPage'),
  },
  {
    name: 'Stats',
    path: '/stats',
    layout: 'app',
    preload: statsPage,
    element: lazyPage(statsPage, 'StatsPage'),
  },
  {
    name: 'Profile',
    path: '/profile',
    layout: 'app',
    preload: profilePage,
    element: lazyPage(profilePage, 'ProfilePage'),
  },
  {
    name: 'LogbookPrint',
    path: '/profile/logbook',
    layout: 'app',
    preload: logbookPrint,
    element: lazyPage(logbookPrint, 'OwnLogbookPrintPage'),
  },
  {
    name: 'MemberLogbookPrint',
    path: '/members/:id/logbook',
    layout: 'app',
    preload: logbookPrint,
    element: lazyPage(logbookPrint, 'MemberLogbookPrintPage'),
  },
  {
    name: 'NotFound',
    path: '*',
    layout: 'public',
    element: lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
  },
];

/**
 * Starts the download of the signed-in page at `pathname` at once, beside the texts and the session calls, instead
 * of after them (the route renders the page only once the session is known: two or three round trips later on a
 * phone). The page's own `import()` then finds it fetched.
 */
export function preloadPageOf(pathname: string): void {
  void routeToPreload(pathname)
    ?.preload?.()
    .catch(() => undefined);
}

/** The signed-in route at `pathname` whose page can be fetched ahead; none for public pages and unknown addresses. */
export function routeToPreload(pathname: string): AppRoute | undefined {
  return appRoutes.find((r) => r.preload && matchPath(r.path, pathname));
}
