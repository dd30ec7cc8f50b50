import { DomainError } from '@eform/core/errors';
import type { TRole } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { processCache } from '../../db/process-caches';
import { listClientsOfUser, type TAccount, type TClientSummary, userRoles } from '../current-user';
import {
  clearLoginAttempts,
  findActiveSession,
  findUserByEmail,
  insertSession,
  purgeAuthData,
  revokeSession,
  touchSession,
  updateLastAccess,
} from './auth.repository';
import { logLoginAttack, type TAttackLog } from './login-attacks';
import { verifyPassword } from './password';
import { LOGIN_WINDOW_MS, rateLimitAddress, reserveLoginAttempt } from './rate-limit';
import {
  createSessionToken,
  hashSessionToken,
  SESSION_TOUCH_INTERVAL_MS,
  sessionExpiry,
} from './session-token';

/** The signed-in account as routes see it (request.auth). */
export interface TAuth {
  sessionId: number;
  user: TAccount;
}

export interface TLoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** Where an attack on the account is logged (the request's logger). */
  log?: TAttackLog;
}

/** Waits `ms`; tests pass their own to simulate time. */
export type TPause = (ms: number) => Promise<void>;

const pauseFor: TPause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TLoginResult {
  apiKey: string;
  user: TAuth['user'];
  roles: TRole[];
  clients: TClientSummary[];
}

/**
 * Signs in with e-mail and password: the attempt is recorded (or refused by the rate limit)
 * first, then held a moment if the account is under delay and this address is clean (after the
 * transaction, so no lock is held while waiting), then argon2 verification, then a new api key.
 * A recorded attempt counts as a failure unless it succeeds; a success clears the failures of
 * this account from this address.
 */
export async function login(
  db: TDb,
  input: TLoginInput,
  now = new Date(),
  pause: TPause = pauseFor,
): Promise<TLoginResult> {
  const email = input.username.trim().toLowerCase();
  const address = rateLimitAddress(input.ip);
  // Counted before the slow check, never after: otherwise parallel guesses all pass the limit.
  const reserved = await reserveLoginAttempt(db, email, address, now);
  if (reserved.waitMs > 0) await pause(reserved.waitMs);
  const user = await findUserByEmail(db, email);
  if (reserved.attack) logLoginAttack(input.log, user?.id ?? null, reserved.attack);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
  let apiKey = '';
  await db.transaction(async (tx) => {
    await clearLoginAttempts(tx, email, address);
    apiKey = await insertSignedInSession(tx, user.id, input.userAgent, now);
  });
  return signedIn(db, user, apiKey);
}

/** A new api key for the user, its session stored and the access time recorded. */
async function insertSignedInSession(
  tx: TDb,
  userId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  const apiKey = createSessionToken();
  await insertSession(tx, {
    tokenHash: hashSessionToken(apiKey),
    userId,
    expiresAt: sessionExpiry(now),
    userAgent: userAgent?.slice(0, 500),
  });
  await updateLastAccess(tx, userId, now);
  return apiKey;
}

/**
 * Signs in a user whose identity another proof established (a one-time password link), inside
 * the caller's transaction; answers like {@link login}.
 */
export async function signInVerifiedUser(
  tx: TDb,
  user: Parameters<typeof toAuthUser>[0],
  userAgent: string | undefined,
  now = new Date(),
): Promise<TLoginResult> {
  const apiKey = await insertSignedInSession(tx, user.id, userAgent, now);
  return signedIn(tx, user, apiKey);
}

async function signedIn(
  db: TDb,
  user: Parameters<typeof toAuthUser>[0],
  apiKey: string,
): Promise<TLoginResult> {
  const authUser = toAuthUser(user);
  return {
    apiKey,
    user: authUser,
    roles: userRoles(authUser),
    clients: await listClientsOfUser(db, authUser),
  };
}

/**
 * How long this process trusts a session it looked up before looking again. Most requests of a
 * busy client (the filler sending, bench:submit) then skip the session query. Sign-out in this
 * process forgets the session at once; a revocation or account change elsewhere (another server,
 * the database) reaches a process that listens for them (session-changes.ts, every HTTP process
 * of the runtime) at once, and any other within this time. Changes to the account itself
 * (roles) call {@link forgetCachedSessions} too.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

interface TCachedSession {
  auth: TAuth;
  /** Trusted until (epoch ms): the cache time or the session's expiry, whichever is first. */
  until: number;
}

/** Sessions looked up recently, by token hash. */
const sessionCache = processCache(new Map<string, TCachedSession>());
/** False while the changes made elsewhere cannot be heard (session-changes.ts). */
let cacheTrusted = true;
/**
 * Counts the forgets: a lookup that read its row before a forget keeps nothing, since the row
 * may predate the change the forget was for (read, then the change and its notification, then
 * the row would be cached for SESSION_CACHE_MS).
 */
let forgets = 0;

/**
 * Whether this process may keep sessions it looked up: off (and emptied) while the listener for
 * changes made elsewhere has lost its connection, so every request looks its session up.
 */
export function trustSessionCache(trusted: boolean): void {
  cacheTrusted = trusted;
  forgetCachedSessions();
}

/**
 * Forgets cached sessions: of one user (after a change to the account or a sign-out) or all of
 * them. The next request of each looks its session up again.
 */
export function forgetCachedSessions(userId?: number): void {
  forgets += 1;
  if (userId === undefined) {
    sessionCache.clear();
    return;
  }
  for (const [hash, cached] of sessionCache) {
    if (cached.auth.user.id === userId) sessionCache.delete(hash);
  }
}

/** The session of an api key, or null when it is unknown, expired or revoked. */
export async function authenticate(
  db: TDb,
  apiKey: string,
  now = new Date(),
): Promise<TAuth | null> {
  const tokenHash = hashSessionToken(apiKey);
  const cached = cacheTrusted ? sessionCache.get(tokenHash) : undefined;
  if (cached && now.getTime() < cached.until) return cached.auth;
  if (cached) sessionCache.delete(tokenHash);
  const forgetsBefore = forgets;
  const row = await findActiveSession(db, tokenHash, now);
  if (!row) return null;
  // Sliding expiry, but written back at most once per interval to keep reads read-only.
  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = sessionExpiry(now);
    await touchSession(db, row.session, now, expiresAt);
  }
  const auth = { sessionId: row.session.id, user: toAuthUser(row.user) };
  if (!cacheTrusted || forgets !== forgetsBefore) return auth;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(tokenHash, {
    auth,
    until: Math.min(now.getTime() + SESSION_CACHE_MS, expiresAt.getTime()),
  });
  return auth;
}

/** Revokes the api key of this session; it answers 401 from now on. */
export async function logout(db: TDb, auth: TAuth, now = new Date()): Promise<void> {
  await revokeSession(db, auth.sessionId, now);
  for (const [hash, cached] of sessionCache) {
    if (cached.auth.sessionId === auth.sessionId) sessionCache.delete(hash);
  }
}

function toAuthUser(user: {
  id: number;
  uuid: string;
  email: string;
  displayName: string;
  globalRoles: string[];
}): TAuth['user'] {
  const { id, uuid, email, displayName, globalRoles } = user;
  return { id, uuid, email, displayName, globalRoles };
}

// Expired and revoked sessions are kept a week for support questions ("was I signed out?").
const KEEP_ENDED_SESSIONS_MS = 7 * 24 * 60 * 60 * 1000;

/** Drops failed sign-ins older than the rate-limit window and sessions ended a week ago. */
export async function purgeAuthRows(db: TDb, now: Date): Promise<void> {
  await purgeAuthData(db, {
    attemptsBefore: new Date(now.getTime() - LOGIN_WINDOW_MS),
    sessionsBefore: new Date(now.getTime() - KEEP_ENDED_SESSIONS_MS),
  });
}
