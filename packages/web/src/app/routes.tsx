import { canSeeMembers, isAdmin } from '@dz/shared';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
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
}

/** The routes of spec section 2. */
export const appRoutes: AppRoute[] = [
  { name: 'Home', path: '/', layout: 'app', element: <TodayRedirect /> },
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
    name: 'Waiver',
    path: '/waiver',
    layout: 'public',
    element: lazyPage(() => import('../features/waiverForm/WaiverFormPage'), 'WaiverFormPage'),
  },
  {
    name: 'Waivers',
    path: '/waivers',
    layout: 'app',
    element: lazyPage(() => import('../features/waivers/WaiversPage'), 'WaiversPage'),
  },
  {
    name: 'WaiverPrint',
    path: '/waivers/:id/print',
    layout: 'app',
    element: lazyPage(() => import('../features/waivers/WaiverPrintPage'), 'WaiverPrintPage'),
  },
  { name: 'Loads', path: '/loads/:date', layout: 'app', element: lazyPage(loadsDay, 'LoadsDayPage') },
  { name: 'LoadsToday', path: '/loads', layout: 'app', element: <TodayRedirect /> },
  {
    name: 'Members',
    path: '/members',
    layout: 'app',
    element: (
      <RequirePermission allow={canSeeMembers} reason="error.noWaiverPermission">
        {lazyPage(() => import('../features/members/MembersPage'), 'MembersPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Users',
    path: '/users',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        {lazyPage(() => import('../features/users/UsersPage'), 'UsersPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Club',
    path: '/club',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        {lazyPage(() => import('../features/club/ClubPage'), 'ClubPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Audit',
    path: '/audit',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        {lazyPage(() => import('../features/audit/AuditPage'), 'AuditPage')}
      </RequirePermission>
    ),
  },
  {
    name: 'Payments',
    path: '/payments',
    layout: 'app',
    element: lazyPage(() => import('../features/payments/PaymentsPage'), 'PaymentsPage'),
  },
  {
    name: 'Stats',
    path: '/stats',
    layout: 'app',
    element: lazyPage(() => import('../features/stats/StatsPage'), 'StatsPage'),
  },
  {
    name: 'Profile',
    path: '/profile',
    layout: 'app',
    element: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  },
  {
    name: 'LogbookPrint',
    path: '/profile/logbook',
    layout: 'app',
    element: lazyPage(logbookPrint, 'OwnLogbookPrintPage'),
  },
  {
    name: 'MemberLogbookPrint',
    path: '/members/:id/logbook',
    layout: 'app',
    element: lazyPage(logbookPrint, 'MemberLogbookPrintPage'),
  },
  {
    name: 'NotFound',
    path: '*',
    layout: 'public',
    element: lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
  },
];
