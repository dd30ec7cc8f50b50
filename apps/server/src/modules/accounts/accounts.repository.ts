import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  accountMailRequests,
  accountTokens,
  clients,
  formAccess,
  forms,
  memberships,
  sessions,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TMembershipRow = typeof memberships.$inferSelect;
export type TAccountTokenRow = typeof accountTokens.$inferSelect;
export type TTokenPurpose = TAccountTokenRow['purpose'];

/** The members of a client with their accounts, by display name then e-mail. */
export function listClientMembers(db: TDb, clientId: number) {
  return db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.clientId, clientId))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(sql`lower(${users.email})`));
}

/** One member of a client by the user's uuid; undefined when no such user belongs to it. */
export async function findClientMember(db: TDb, clientId: number, userUuid: string) {
  const [row] = await db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clientId, clientId), eq(users.uuid, userUuid)));
  return row;
}

export function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = lower(${email})` });
}

export function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** The account of `email`, made (without password) when there is none; `created` tells which. */
export async function findOrCreateUser(
  db: TDb,
  email: string,
): Promise<{ user: TUserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values({ email }).onConflictDoNothing().returning();
  if (inserted) return { user: inserted, created: true };
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('user vanished after conflict');
  return { user, created: false };
}

/** Makes the user a member of the client; false when they were one already. */
export async function insertMembership(
  db: TDb,
  values: {
    userId: number;
    clientId: number;
    roles: TMembershipRow['roles'];
    requireTerms: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .insert(memberships)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return rows.length === 1;
}

export async function updateMembershipRoles(
  db: TDb,
  membershipId: number,
  roles: TMembershipRow['roles'],
): Promise<void> {
  await db.update(memberships).set({ roles }).where(eq(memberships.id, membershipId));
}

/**
 * Locks the client's client-manager memberships until the transaction ends and answers their
 * user ids: two changes that each take away a manager cannot both see another one left.
 */
export async function lockClientManagers(db: TDb, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.clientId, clientId), sql`'client_manager' = any(${memberships.roles})`),
    )
    .for('update');
  return rows.map((row) => row.userId);
}

/**
 * Takes the user out of the client: the membership, the client's groups and the forms of the
 * client shared with the user personally. The account itself stays (other clients, history).
 */
export async function deleteMembership(db: TDb, clientId: number, userId: number): Promise<void> {
  await db
    .delete(userGroupMembers)
    .where(
      and(
        eq(userGroupMembers.userId, userId),
        sql`${userGroupMembers.groupId} in (select ${userGroups.id} from ${userGroups} where ${userGroups.clientId} = ${clientId})`,
      ),
    );
  await db
    .delete(formAccess)
    .where(and(eq(formAccess.clientId, clientId), eq(formAccess.userId, userId)));
  await db
    .delete(memberships)
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
}

/** Shares a form with a user (self-registration through a form's link); nothing if it is. */
export async function shareFormWithUser(
  db: TDb,
  form: { id: number; clientId: number },
  userId: number,
): Promise<void> {
  await db
    .insert(formAccess)
    .values({ clientId: form.clientId, formId: form.id, userId })
    .onConflictDoNothing();
}

export function findClientByUuid(db: TDb, uuid: string) {
  return db.query.clients.findFirst({ where: eq(clients.uuid, uuid) });
}

export function findClientById(db: TDb, id: number) {
  return db.query.clients.findFirst({ where: eq(clients.id, id) });
}

/** The form with this uuid if it belongs to the client. */
export function findClientForm(db: TDb, clientId: number, formUuid: string) {
  return db.query.forms.findFirst({
    where: and(eq(forms.clientId, clientId), eq(forms.uuid, formUuid)),
  });
}

/** Ends every unused link of the user (a new one is on its way). */
export async function revokeUserTokens(db: TDb, userId: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}

export async function insertAccountToken(
  db: TDb,
  values: {
    tokenHash: string;
    userId: number;
    purpose: TTokenPurpose;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** The link of a token hash, if any. */
export async function findAccountToken(db: TDb, tokenHash: string) {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
  return row;
}

/** The link of a token hash, locked until the transaction ends (one use wins). */
export async function lockAccountToken(db: TDb, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markTokenUsed(db: TDb, id: number, now: Date): Promise<void> {
  await db.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, id));
}

export async function setPasswordHash(db: TDb, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

// Advisory lock classes (two-int form, beside the login's 4101/4102): per address, per IP.
const MAIL_EMAIL_LOCK = 4111;
const MAIL_IP_LOCK = 4112;

/** Serialises mail requests for this address and this IP until the transaction ends. */
export async function lockMailRequests(db: TDb, email: string, ip: string): Promise<void> {
  await db.execute(sql`select
    pg_advisory_xact_lock(${MAIL_EMAIL_LOCK}::int, hashtext(${email})),
    pg_advisory_xact_lock(${MAIL_IP_LOCK}::int, hashtext(${ip}))`);
}

/** Mail requests since `since` for the address and for the IP, with the oldest of each. */
export async function countMailRequests(db: TDb, email: string, ip: string, since: Date) {
  const { email: emailCol, ip: ipCol, requestedAt } = accountMailRequests;
  const toDate = (v: string | null) => (v ? new Date(v) : null);
  const [row] = await db
    .select({
      email: sql<number>`(count(*) filter (where ${eq(emailCol, email)}))::int`,
      emailOldest:
        sql<Date | null>`min(${requestedAt}) filter (where ${eq(emailCol, email)})`.mapWith(toDate),
      ip: sql<number>`(count(*) filter (where ${eq(ipCol, ip)}))::int`,
      ipOldest: sql<Date | null>`min(${requestedAt}) filter (where ${eq(ipCol, ip)})`.mapWith(
        toDate,
      ),
    })
    .from(accountMailRequests)
    .where(and(sql`(${eq(emailCol, email)} or ${eq(ipCol, ip)})`, gt(requestedAt, since)));
  return {
    email: { count: row?.email ?? 0, oldest: row?.emailOldest ?? null },
    ip: { count: row?.ip ?? 0, oldest: row?.ipOldest ?? null },
  };
}

export async function insertMailRequest(db: TDb, email: string, ip: string, now: Date) {
  await db.insert(accountMailRequests).values({ email, ip, requestedAt: now });
}

/** Takes every request counted under `key` out of the counts (a set-password that succeeded). */
export async function deleteMailRequests(db: TDb, key: string): Promise<void> {
  await db.delete(accountMailRequests).where(eq(accountMailRequests.email, key));
}

/** Ends every session of the user (after a new password: whoever knew the old one is out). */
export async function revokeUserSessions(db: TDb, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Purge: mail requests before `requestsBefore`, links that expired before `tokensBefore`. */
export async function purgeAccountRows(
  db: TDb,
  cutoff: { requestsBefore: Date; tokensBefore: Date },
): Promise<void> {
  await db
    .delete(accountMailRequests)
    .where(lt(accountMailRequests.requestedAt, cutoff.requestsBefore));
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, cutoff.tokensBefore));
}
