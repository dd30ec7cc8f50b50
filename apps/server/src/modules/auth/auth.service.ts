import { DomainError } from '@eform/core/errors';
import type { TRole } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { listClientsOfUser, type TClientSummary, userRoles } from '../users/users.service';
import {
  clearLoginAttempts,
  findActiveSession,
  findUserByEmail,
  insertSession,
  revokeSession,
  touchSession,
  updateLastAccess,
} from './auth.repository';
import { verifyPassword } from './password';
import { reserveLoginAttempt } from './rate-limit';
import {
  createSessionToken,
  hashSessionToken,
  SESSION_TOUCH_INTERVAL_MS,
  sessionExpiry,
} from './session-token';

/** The signed-in account as routes see it (request.auth). */
export interface TAuth {
  sessionId: number;
  user: { id: number; uuid: string; email: string; displayName: string; globalRoles: string[] };
}

export interface TLoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
}

export interface TLoginResult {
  apiKey: string;
  user: TAuth['user'];
  roles: TRole[];
  clients: TClientSummary[];
}

/**
 * Signs in with e-mail and password: the attempt is recorded (or refused by the rate limit)
 * first, then argon2 verification, then a new api key. A recorded attempt counts as a failure
 * unless it succeeds; a success clears the failures of this account from this address.
 */
export async function login(db: TDb, input: TLoginInput, now = new Date()): Promise<TLoginResult> {
  const email = input.username.trim().toLowerCase();
  // Counted before the slow check, never after: otherwise parallel guesses all pass the limit.
  await reserveLoginAttempt(db, email, input.ip, now);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
  const apiKey = createSessionToken();
  await db.transaction(async (tx) => {
    await clearLoginAttempts(tx, email, input.ip);
    await insertSession(tx, {
      tokenHash: hashSessionToken(apiKey),
      userId: user.id,
      expiresAt: sessionExpiry(now),
      userAgent: input.userAgent?.slice(0, 500),
    });
    await updateLastAccess(tx, user.id, now);
  });
  const authUser = toAuthUser(user);
  return {
    apiKey,
    user: authUser,
    roles: userRoles(authUser),
    clients: await listClientsOfUser(db, authUser),
  };
}

/** The session of an api key, or null when it is unknown, expired or revoked. */
export async function authenticate(
  db: TDb,
  apiKey: string,
  now = new Date(),
): Promise<TAuth | null> {
  const row = await findActiveSession(db, hashSessionToken(apiKey), now);
  if (!row) return null;
  // Sliding expiry, but written back at most once per interval to keep reads read-only.
  if (now.getTime() - row.session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, row.session, now, sessionExpiry(now));
  }
  return { sessionId: row.session.id, user: toAuthUser(row.user) };
}

/** Revokes the api key of this session; it answers 401 from now on. */
export async function logout(db: TDb, auth: TAuth, now = new Date()): Promise<void> {
  await revokeSession(db, auth.sessionId, now);
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
