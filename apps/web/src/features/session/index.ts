// The session's public entry: who is signed in, with which client and permissions, and the
// guards and calls built on that. Other features and the app import the session only from here.
export { fetchClientInfo, fetchUserInfo, loginUser, logoutUser } from './api/session-api';
export {
  clientInfoQuery,
  SESSION_FRESH_MS,
  sessionKeys,
  userInfoQuery,
} from './api/session-queries';
export { type TClientRef, type TSessionUser, ZSessionUser } from './api/session-types';
export { ForbiddenRedirect, notifyForbidden } from './components/forbidden-redirect';
export { GuestOnly } from './components/guest-only';
export { HomeRedirect } from './components/home-redirect';
export { RequireAccess } from './components/require-access';
export { RequireAuth } from './components/require-auth';
export { type TAccessState, useAccess, useCan } from './hooks/use-access';
export { type TCurrentUser, useCurrentUser } from './hooks/use-current-user';
export { useSession } from './hooks/use-session';
export {
  buildAccess,
  canAny,
  DEFAULT_HOME,
  FILLER_HOME,
  pickCurrentClient,
  type TAccess,
} from './lib/access';
export { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from './lib/redirect-target';
export { sessionStore, type TSession } from './lib/session-store';
export { signOut } from './lib/sign-out';
export { switchClient } from './lib/switch-client';
