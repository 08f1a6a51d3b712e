import { canSeeMembers, isAdmin } from '@dz/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { ClubPage } from '../features/club/ClubPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RequirePermission } from '../features/errors/RequirePermission';
import { LoadsDayPage, TodayRedirect } from '../features/loads/LoadsDayPage';
import { LoadsPublicPage } from '../features/loadsPublic/LoadsPublicPage';
import { MemberLogbookPrintPage, OwnLogbookPrintPage } from '../features/logbook/LogbookPrintPage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { StatsPage } from '../features/stats/StatsPage';
import { WaiverFormPage } from '../features/waiverForm/WaiverFormPage';
import { WaiverPrintPage } from '../features/waivers/WaiverPrintPage';
import { WaiversPage } from '../features/waivers/WaiversPage';

// the users admin brings the data grid: only admins download it, when they open the page
const UsersPage = lazy(() => import('../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const MembersPage = lazy(() =>
  import('../features/members/MembersPage').then((m) => ({ default: m.MembersPage })),
);
const AuditPage = lazy(() => import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const PaymentsPage = lazy(() =>
  import('../features/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage })),
);

/** `public` pages need no login; `app` pages need a signed-in, linked user and get the app layout. */
export type RouteLayout = 'public' | 'app';

export interface AppRoute {
  name: string;
  path: string;
  layout: RouteLayout;
  element: ReactNode;
}

/** The routes of spec section 2. */
export const appRoutes: AppRoute[] = [
  { name: 'Home', path: '/', layout: 'app', element: <TodayRedirect /> },
  { name: 'ShortLink', path: '/pokat', layout: 'public', element: <Navigate to="/loads-public" replace /> },
  { name: 'LoadsPublic', path: '/loads-public', layout: 'public', element: <LoadsPublicPage /> },
  { name: 'Login', path: '/login', layout: 'public', element: <LoginPage /> },
  { name: 'Register', path: '/register', layout: 'public', element: <RegisterPage /> },
  { name: 'ForgotPassword', path: '/forgot-password', layout: 'public', element: <ForgotPasswordPage /> },
  { name: 'ResetPassword', path: '/reset-password', layout: 'public', element: <ResetPasswordPage /> },
  { name: 'ConfirmEmail', path: '/confirm-email', layout: 'public', element: <ConfirmEmailPage /> },
  { name: 'Privacy', path: '/privacy', layout: 'public', element: <PrivacyPage /> },
  { name: 'Waiver', path: '/waiver', layout: 'public', element: <WaiverFormPage /> },
  { name: 'Waivers', path: '/waivers', layout: 'app', element: <WaiversPage /> },
  { name: 'WaiverPrint', path: '/waivers/:id/print', layout: 'app', element: <WaiverPrintPage /> },
  { name: 'Loads', path: '/loads/:date', layout: 'app', element: <LoadsDayPage /> },
  { name: 'LoadsToday', path: '/loads', layout: 'app', element: <TodayRedirect /> },
  {
    name: 'Members',
    path: '/members',
    layout: 'app',
    element: (
      <RequirePermission allow={canSeeMembers} reason="error.noWaiverPermission">
        <Suspense fallback={<CenteredSpinner />}>
          <MembersPage />
        </Suspense>
      </RequirePermission>
    ),
  },
  {
    name: 'Users',
    path: '/users',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        <Suspense fallback={<CenteredSpinner />}>
          <UsersPage />
        </Suspense>
      </RequirePermission>
    ),
  },
  {
    name: 'Club',
    path: '/club',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        <ClubPage />
      </RequirePermission>
    ),
  },
  {
    name: 'Audit',
    path: '/audit',
    layout: 'app',
    element: (
      <RequirePermission allow={isAdmin}>
        <Suspense fallback={<CenteredSpinner />}>
          <AuditPage />
        </Suspense>
      </RequirePermission>
    ),
  },
  {
    name: 'Payments',
    path: '/payments',
    layout: 'app',
    element: (
      <Suspense fallback={<CenteredSpinner />}>
        <PaymentsPage />
      </Suspense>
    ),
  },
  { name: 'Stats', path: '/stats', layout: 'app', element: <StatsPage /> },
  { name: 'Profile', path: '/profile', layout: 'app', element: <ProfilePage /> },
  { name: 'LogbookPrint', path: '/profile/logbook', layout: 'app', element: <OwnLogbookPrintPage /> },
  {
    name: 'MemberLogbookPrint',
    path: '/members/:id/logbook',
    layout: 'app',
    element: <MemberLogbookPrintPage />,
  },
  { name: 'NotFound', path: '*', layout: 'public', element: <NotFoundPage /> },
];
