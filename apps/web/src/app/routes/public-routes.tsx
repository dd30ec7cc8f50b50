import type { RouteObject } from 'react-router';
import {
  loadForgotPasswordPage,
  loadRegisterPage,
  loadSetPasswordPage,
} from '../../features/account';
import { LoginPage, LogoutPage } from '../../features/auth';
import { loadGuestFormPage, loadGuestMapPage } from '../../features/filling';
import { GuestOnly } from '../../features/session';
import { PublicPage } from '../../ui/public-page';
import { lazyRoute, type TRouteHandle } from './route-helpers';

const loginHandle: TRouteHandle = { title: 'ui.login.title' };
const logoutHandle: TRouteHandle = { title: 'ui.shell.logout' };

/** Screens without sign-in: login, logout, 404 and the guest screens. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: loginHandle,
    // Not guest-only: opening the login screen ends a current session (doc 1 §2.4).
    element: <LoginPage />,
  },
  { path: '/logout', handle: logoutHandle, element: <LogoutPage /> },
  // Lazy: nobody passes it on the way from the login to a form.
  lazyRoute('/404', 'ui.notFound.title', () =>
    import('../../ui/not-found-page').then((m) => m.NotFoundPage),
  ),
  // The public maps fill the screen: no page frame around them.
  lazyRoute('/guest/map/:map_uuid', 'ui.page.guestMap', loadGuestMapPage),
  lazyRoute('/guest/map/:form_id/:element_name', 'ui.page.guestMap', loadGuestMapPage),
  {
    element: <PublicPage />,
    children: [
      lazyRoute('/guest/form/:guest_id', 'ui.page.guestForm', loadGuestFormPage),
      // Not guest-only: a link from a mail may be opened where someone else is signed in.
      lazyRoute('/user/forgot-password', 'ui.page.passwordForgot', loadForgotPasswordPage),
      lazyRoute('/user/reset/:token', 'ui.page.passwordSet', loadSetPasswordPage),
    ],
  },
  {
    // Self-registration is for people without an account: a signed-in user goes home (§2.2).
    element: (
      <GuestOnly>
        <PublicPage />
      </GuestOnly>
    ),
    children: [
      lazyRoute('/register/:client_uuid/:form_id?', 'ui.page.userRegister', loadRegisterPage),
    ],
  },
];
