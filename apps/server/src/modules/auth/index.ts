/**
 * Sign-in and sessions: the login with its rate limits and lockouts, the session cookie and its
 * cache, password hashing, the login-attack log and the hourly purge of old attempts and
 * sessions. The app alone imports auth.routes.ts.
 */
export {
  authenticate,
  forgetCachedSessions,
  signInVerifiedUser,
  type TAuth,
  type TLoginResult,
} from './auth.service';
export { toLoginAnswer } from './login-answer';
export { hashPassword } from './password';
export { registerPurgeAuthJob } from './purge-auth.job';
export { rateLimitAddress } from './rate-limit';
export { listenForSessionChanges } from './session-changes';
