import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts, sessions, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = lower(${email})` });
}

export async function insertSession(
  db: TDb,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | undefined },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The unexpired, unrevoked session of a token hash with its user. */
export async function findActiveSession(db: TDb, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(
  db: TDb,
  session: { id: number; userId: number },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
  await updateLastAccess(db, session.userId, now);
}

export async function updateLastAccess(db: TDb, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastAccessAt: now }).where(eq(users.id, userId));
}

export async function revokeSession(db: TDb, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Count and oldest time of the failures matching `where` since `since`. */
async function failuresSince(db: TDb, column: 'email' | 'ip', value: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${loginAttempts.attemptedAt})`.mapWith((v: string | null) =>
        v ? new Date(v) : null,
      ),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts[column], value), gt(loginAttempts.attemptedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export function countAccountFailures(db: TDb, email: string, since: Date) {
  return failuresSince(db, 'email', email, since);
}

export function countAddressFailures(db: TDb, ip: string, since: Date) {
  return failuresSince(db, 'ip', ip, since);
}

export async function recordFailure(db: TDb, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, attemptedAt: now });
}

export async function clearAccountFailures(db: TDb, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/** Purge: failed sign-ins before `attemptsBefore`, sessions expired or revoked before `sessionsBefore`. */
export async function purgeAuthData(
  db: TDb,
  cutoff: { attemptsBefore: Date; sessionsBefore: Date },
): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, cutoff.attemptsBefore));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff.sessionsBefore),
        lt(sessions.revokedAt, cutoff.sessionsBefore),
      ),
    );
}
