import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
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

// Advisory lock classes (first key of the two-int form, which never overlaps the one-bigint
// locks of migrations, seeding and pg-boss): one lock per account, one per address.
const LOGIN_ACCOUNT_LOCK = 4101;
const LOGIN_ADDRESS_LOCK = 4102;

/**
 * Serialises sign-in attempts for this account and for this address until the transaction ends.
 * Always account first, then address: one order everywhere, so two attempts cannot deadlock.
 * Must be its own statement: a later statement's snapshot then sees every attempt committed by
 * the previous holder (under READ COMMITTED each statement takes a fresh snapshot).
 */
export async function lockLoginAttempts(tx: TDb, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select
    pg_advisory_xact_lock(${LOGIN_ACCOUNT_LOCK}::int, hashtext(${email})),
    pg_advisory_xact_lock(${LOGIN_ADDRESS_LOCK}::int, hashtext(${ip}))`);
}

/** Recent attempts counted three ways for the rate limit. */
export interface TLoginAttemptCounts {
  /** This account from this address, with its oldest attempt. */
  pair: { count: number; oldest: Date | null };
  /** Any account from this address, with its oldest attempt. */
  address: { count: number; oldest: Date | null };
  /** This account from any address, with its latest attempt and how many addresses tried. */
  account: { count: number; latest: Date | null; addresses: number };
}

/** Counts the recorded attempts since `since` for the account, the address and both together. */
export async function countLoginAttempts(
  db: TDb,
  email: string,
  ip: string,
  since: Date,
): Promise<TLoginAttemptCounts> {
  const { email: emailCol, ip: ipCol, attemptedAt } = loginAttempts;
  const isPair = and(eq(emailCol, email), eq(ipCol, ip));
  const toDate = (v: string | null) => (v ? new Date(v) : null);
  const [row] = await db
    .select({
      pair: sql<number>`(count(*) filter (where ${isPair}))::int`,
      pairOldest: sql<Date | null>`min(${attemptedAt}) filter (where ${isPair})`.mapWith(toDate),
      address: sql<number>`(count(*) filter (where ${eq(ipCol, ip)}))::int`,
      addressOldest: sql<Date | null>`min(${attemptedAt}) filter (where ${eq(ipCol, ip)})`.mapWith(
        toDate,
      ),
      account: sql<number>`(count(*) filter (where ${eq(emailCol, email)}))::int`,
      accountLatest:
        sql<Date | null>`max(${attemptedAt}) filter (where ${eq(emailCol, email)})`.mapWith(toDate),
      accountAddresses: sql<number>`(count(distinct ${ipCol}) filter (where ${eq(emailCol, email)}))::int`,
    })
    .from(loginAttempts)
    .where(and(or(eq(emailCol, email), eq(ipCol, ip)), gt(attemptedAt, since)));
  return {
    pair: { count: row?.pair ?? 0, oldest: row?.pairOldest ?? null },
    address: { count: row?.address ?? 0, oldest: row?.addressOldest ?? null },
    account: {
      count: row?.account ?? 0,
      latest: row?.accountLatest ?? null,
      addresses: row?.accountAddresses ?? 0,
    },
  };
}

/** An account with many recorded attempts in the window, as the admins see it. */
export interface TAttackedAccountRow {
  userId: number;
  email: string;
  failures: number;
  addresses: number;
  firstSeen: Date;
  lastSeen: Date;
}

/**
 * Existing accounts with at least `minFailures` recorded attempts since `since`, the most recent
 * first. Unknown e-mail addresses are left out: what was typed there may be anything (a password).
 */
export async function listAttackedAccounts(
  db: TDb,
  since: Date,
  minFailures: number,
  limit: number,
): Promise<TAttackedAccountRow[]> {
  const toDate = (v: string | Date) => new Date(v);
  const attacked = db
    .select({
      email: loginAttempts.email,
      failures: sql<number>`count(*)::int`.as('failures'),
      addresses: sql<number>`count(distinct ${loginAttempts.ip})::int`.as('addresses'),
      firstSeen: sql<string>`min(${loginAttempts.attemptedAt})`.as('first_seen'),
      lastSeen: sql<string>`max(${loginAttempts.attemptedAt})`.as('last_seen'),
    })
    .from(loginAttempts)
    .where(gt(loginAttempts.attemptedAt, since))
    .groupBy(loginAttempts.email)
    .having(sql`count(*) >= ${minFailures}`)
    .as('attacked');
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      failures: attacked.failures,
      addresses: attacked.addresses,
      firstSeen: attacked.firstSeen,
      lastSeen: attacked.lastSeen,
    })
    .from(attacked)
    .innerJoin(users, sql`lower(${users.email}) = ${attacked.email}`)
    .orderBy(desc(attacked.lastSeen))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    firstSeen: toDate(row.firstSeen),
    lastSeen: toDate(row.lastSeen),
  }));
}

/** Records an attempt; it counts as a failure until a success from the same address clears it. */
export async function insertLoginAttempt(
  db: TDb,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, attemptedAt: now });
}

/** Clears the attempts of this account from this address (after a successful sign-in). */
export async function clearLoginAttempts(db: TDb, email: string, ip: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
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
